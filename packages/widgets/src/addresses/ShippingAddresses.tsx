import { countryName, shippingAddresses, validateShippingAddress } from '@rdc/core';
import { SHIPPING_FIELDS } from './address-fields';
import { AddressBookView } from './AddressBookView';

/** Real World Items: the shipping address list and form. */
export function ShippingAddresses() {
  return (
    <AddressBookView
      book={shippingAddresses}
      label="Real world addresses"
      fields={SHIPPING_FIELDS}
      describe={(address) => (
        <>
          <p className="address__title">
            {address.first_name} {address.last_name}, {address.company}
          </p>
          <p>
            {address.address}, {address.city}, {address.state_or_province} {address.zip_or_postal_code}, {countryName(address.country)}
          </p>
          <p>{address.phone_number}</p>
        </>
      )}
      nameOf={(address) => `${address.first_name} ${address.last_name}, ${address.address}`}
      validate={validateShippingAddress}
      chooseLabel="Deliver here"
    />
  );
}
