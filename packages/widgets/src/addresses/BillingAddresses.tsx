import { billingAddresses, validateBillingAddress } from '@rdc/core';
import { BILLING_FIELDS } from './address-fields';
import { AddressBookView } from './AddressBookView';

/** The billing addresses of the payment step: list and form; the chosen one is the default. */
export function BillingAddresses() {
  return (
    <AddressBookView
      book={billingAddresses}
      label="Billing addresses"
      fields={BILLING_FIELDS}
      describe={(address) => (
        <>
          <p className="address__title">
            {address.first_name} {address.last_name}, {address.company}
          </p>
          <p>
            {address.address}, {address.city}, {address.state_province} {address.zip_code}, {address.country}
          </p>
          <p>{address.phone_number}</p>
        </>
      )}
      nameOf={(address) => `${address.first_name} ${address.last_name}, ${address.address}`}
      validate={validateBillingAddress}
      chooseLabel="Use for billing"
    />
  );
}
