import { billingAddresses, validateBillingAddress } from '@rdc/core';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { BILLING_FIELDS } from './address-fields';
import { AddressBookView } from './AddressBookView';
import { AddresseeCard, addresseeName } from './AddresseeCard';

/** The billing addresses of the payment step: list and form; the chosen one is the default. */
export function BillingAddresses() {
  const locale = useLocale();
  return (
    <AddressBookView
      book={billingAddresses}
      label={m.addresses_billing(locale)}
      fields={BILLING_FIELDS}
      describe={(address) => (
        <AddresseeCard
          address={address}
          place={`${address.address}, ${address.city}, ${address.state_province} ${address.zip_code}, ${address.country}`}
        />
      )}
      nameOf={addresseeName}
      validate={validateBillingAddress}
      chooseLabel={m.addresses_use_for_billing(locale)}
    />
  );
}
