import { billingAddresses, validateBillingAddress } from '@rdc/core';
import { BILLING_FIELDS } from './address-fields';
import { AddressBookView } from './AddressBookView';
import { AddresseeCard, addresseeName } from './AddresseeCard';

/** The billing addresses of the payment step: list and form; the chosen one is the default. */
export function BillingAddresses() {
  return (
    <AddressBookView
      book={billingAddresses}
      label="Billing addresses"
      fields={BILLING_FIELDS}
      describe={(address) => (
        <AddresseeCard
          address={address}
          place={`${address.address}, ${address.city}, ${address.state_province} ${address.zip_code}, ${address.country}`}
        />
      )}
      nameOf={addresseeName}
      validate={validateBillingAddress}
      chooseLabel="Use for billing"
    />
  );
}
