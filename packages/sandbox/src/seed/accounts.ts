// The demo accounts: `demo` / `demo1234` with 1000.00 RDC, a default Visa 4242, a billing and an
// in-game address; `admin` / `admin1234` with role admin.
import type { PGlite } from '@electric-sql/pglite';
import { addAddress } from '../addresses/store';
import { createUser } from '../accounts/users';
import { ADMIN_ROLE } from '../auth/claims';
import { attachCard } from '../payments/cards';
import { vaultCard } from '../payments/vault';

export const DEMO_ACCOUNTS = {
  demo: { alias: 'demo', password: 'demo1234', email: 'demo@rdc.test', balance: 100_000 },
  admin: { alias: 'admin', password: 'admin1234', email: 'admin@rdc.test', balance: 0 },
} as const;

export async function seedAccounts(db: PGlite, now: Date): Promise<void> {
  const { demo, admin } = DEMO_ACCOUNTS;
  const demoUser = await createUser(db, {
    alias: demo.alias,
    email: demo.email,
    password: demo.password,
    bdate: '14/07/1995',
    agreement: true,
    verified: true,
    balance: demo.balance,
  });
  await createUser(db, {
    alias: admin.alias,
    email: admin.email,
    password: admin.password,
    bdate: '01/01/1990',
    agreement: true,
    verified: true,
    role: ADMIN_ROLE,
    balance: admin.balance,
  });

  const billing = {
    line1: '1 Orbital Way',
    city: 'Luna City',
    state: 'LC',
    postal_code: '10001',
    country_code: 'US',
  };
  const card = await vaultCard(
    db,
    'stripe',
    {
      number: '4242424242424242',
      expire: `${now.getUTCFullYear() + 3}-12`,
      security_code: '123',
      name: 'Demo Pilot',
      billing_address: billing,
    },
    { now },
  );
  await attachCard(db, demoUser.id, card.payment_method_id, 'stripe', now);

  await addAddress(
    db,
    demoUser.id,
    'billing',
    {
      first_name: 'Demo',
      last_name: 'Pilot',
      company: 'RDC Fleet',
      country: 'United States',
      city: 'Luna City',
      address: '1 Orbital Way',
      state_province: 'LC',
      zip_code: '10001',
      phone_number: '5550100',
    },
    now,
  );
  await addAddress(
    db,
    demoUser.id,
    'in_game',
    {
      location: 'Hangar 7',
      universe: 'Prime',
      galaxy: 'Milky Way',
      solar: 'Sol',
      planet: 'Mars',
      country: 'Olympus',
      state: 'Tharsis',
      city: 'Ares Station',
      address: 'Dock 42',
    },
    now,
  );
}
