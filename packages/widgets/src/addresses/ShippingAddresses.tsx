import { countryName, shippingAddresses, validateShippingAddress } from '@rdc/core';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { SHIPPING_FIELDS } from './address-fields';
import { AddressBookView } from './AddressBookView';
import { AddresseeCard, addresseeName } from './AddresseeCard';

/** Real World Items: the shipping address list and form. */
export function ShippingAddresses() {
  const locale = useLocale();
  return (
    <AddressBookView
      book={shippingAddresses}
      label={m.addresses_real_world(locale)}
      fields={SHIPPING_FIELDS}
      describe={(address) => (
        <AddresseeCard
          address={address}
          place={`${address.address}, ${address.city}, ${address.state_or_province} ${address.zip_or_postal_code}, ${countryName(address.country, locale)}`}
        />
      )}
      nameOf={addresseeName}
      validate={validateShippingAddress}
      chooseLabel={m.addresses_deliver_here(locale)}
    />
  );
}
