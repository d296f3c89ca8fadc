import type { ReactNode } from 'react';

/** The fields a billing and a shipping address share: who receives it and how to reach them. */
interface Addressee {
  first_name: string;
  last_name: string;
  company: string;
  address: string;
  phone_number: string;
}

/** A billing or shipping address card: the addressee, the place (written per kind), the phone. */
export function AddresseeCard({ address, place }: { address: Addressee; place: ReactNode }) {
  return (
    <>
      <p className="address__title">
        {address.first_name} {address.last_name}, {address.company}
      </p>
      <p>{place}</p>
      <p>{address.phone_number}</p>
    </>
  );
}

/** How a confirmation names a billing or shipping address. */
export function addresseeName(address: Addressee): string {
  return `${address.first_name} ${address.last_name}, ${address.address}`;
}
