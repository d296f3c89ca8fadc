import { countryName, shippingAddresses, validateShippingAddress } from '@rdc/core';
import { SHIPPING_FIELDS } from './address-fields';
import { AddressBookView } from './AddressBookView';
import { AddresseeCard, addresseeName } from './AddresseeCard';

/** Real World Items: the shipping address list and form. */
export function ShippingAddresses() {
  return (
    <AddressBookView
      book={shippingAddresses}
      label="Real world addresses"
      fields={SHIPPING_FIELDS}
      describe={(address) => (
        <AddresseeCard
          address={address}
          place={`${address.address}, ${address.city}, ${address.state_or_province} ${address.zip_or_postal_code}, ${countryName(address.country)}`}
        />
      )}
      nameOf={addresseeName}
      validate={validateShippingAddress}
      chooseLabel="Deliver here"
    />
  );
}
