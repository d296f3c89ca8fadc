// Spec-shaped sample data shared by the schema and domain tests.
import type { BillingAddressAddPayload, GameAddressAddPayload, ShippingAddressAddPayload } from './address';
import type { LotSchema } from './lot';
import type { SavedCardSchema } from './payment';
import type { z } from './zod';
export const sampleLot = {
  id: 11,
  title: 'Interceptor MK-II',
  description: 'A fast fighter',
  header: 'Fighter',
  image_url: '/img/interceptor.png',
  lot_type: 'item',
  category_id: 4,
  price: { USD: 1999, RDC: 1500 },
  time_limited: false,
  enabled: true,
  tags: [{ id: 1, title: 'fighter', color: '#f00' }],
  data: {
    description_card: 'card text',
    picture: '/img/p.png',
    block_gallery: { list_images: ['/g/1.png', '/g/2.png'] },
    block_capabilities: { name_block: 'Capabilities', list_capabilities: ['warp', 'cloak'] },
    block_tech_spec: {
      model: { name_table: 'Model', list_spec: [{ title: 'Length', value: 42, unit: 'm' }] },
      dimension: { name_table: 'Dimension', list_spec: [] },
      structural: { name_table: 'Structural', list_spec: [{ title: 'Mass', value: '12000', unit: 'kg' }] },
      maneuvering: { name_table: 'Maneuvering', list_spec: [] },
    },
    block_overview: true,
    block_product_footer: true,
  },
  lot_items: [
    { id: 12, title: 'Laser', header: 'Weapon', description: 'pew', image_url: '/l.png', data: null },
  ],
  lot_packages: [],
} satisfies z.input<typeof LotSchema>;

export const sampleCard = {
  payment_method_id: 'pm_1',
  customer_id: 'cus_1',
  payment: 'stripe',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  priority: '1',
} satisfies z.input<typeof SavedCardSchema>;

export const sampleBilling = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Engines',
  country: 'GBR',
  city: 'London',
  address: '12 Baker St',
  state_province: 'L',
  zip_code: 'NW1',
  phone_number: '12345',
} satisfies BillingAddressAddPayload;

export const sampleGame = {
  type: 'in_game',
  location: 'Dock 7',
  universe: 'U1',
  galaxy: 'Milky Way',
  solar: 'Sol',
  planet: 'Mars',
  country: 'US',
  state: 'CA',
  city: 'Olympus',
  address: 'Crater 3',
} satisfies GameAddressAddPayload;

export const sampleShipping = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Engines',
  country: 'GB',
  city: 'London',
  address: '12 Baker St',
  state_or_province: 'London',
  zip_or_postal_code: 'NW1 6XE',
  phone_number: '+44123',
} satisfies ShippingAddressAddPayload;
