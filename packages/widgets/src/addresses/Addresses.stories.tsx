import { inGameAddresses, pickupAddresses, shippingAddresses } from '@rdc/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createReactWidget } from '../platform/react-widget';
import { cannedAnswers } from '../stories/story-api';
import controlsCss from '../ui/Controls.css?inline';
import fieldCss from '../ui/Field.css?inline';
import searchSelectCss from '../ui/SearchSelect.css?inline';
import css from './Addresses.css?inline';
import { InGameAddresses, PickupAddresses } from './GameAddresses';
import { ShippingAddresses } from './ShippingAddresses';

type Kind = 'in-game' | 'pickup' | 'real-world';
type View = 'list' | 'empty' | 'form';

const game = (id: number, type: 'in_game' | 'pickup', location: string, priority: boolean) => ({
  id,
  type,
  location,
  universe: 'Prime',
  galaxy: 'Milky Way',
  solar: 'Sol',
  planet: id % 2 ? 'Mars' : 'Earth',
  country: 'US',
  state: 'Texas',
  city: 'Austin',
  address: `${id} Launch Rd`,
  enabled: true,
  priority,
});

const shipping = (id: number, first: string, priority: boolean) => ({
  id,
  type: 'shipping',
  first_name: first,
  last_name: 'Doe',
  company: 'Orbital Freight',
  country: 'US',
  city: 'Austin',
  address: `${id} Main St`,
  state_or_province: 'TX',
  zip_or_postal_code: '73301',
  phone_number: '5125550100',
  priority,
});

/** Each book: its list call, sample addresses (four, so the list pages), its component. */
const BOOKS = {
  'in-game': {
    book: inGameAddresses,
    route: 'POST /address/game/list_by_user_id',
    sample: [
      game(1, 'in_game', 'Dock 9', true),
      game(2, 'in_game', 'Hangar 4', false),
      game(3, 'in_game', 'Base Alpha', false),
      game(4, 'in_game', 'Outpost 7', false),
    ],
    Component: InGameAddresses,
  },
  pickup: {
    book: pickupAddresses,
    route: 'POST /address/game/list_by_user_id',
    sample: [game(11, 'pickup', 'Station Vega', true), game(12, 'pickup', 'Port Orion', false)],
    Component: PickupAddresses,
  },
  'real-world': {
    book: shippingAddresses,
    route: 'POST /address/shipping/list_by_user_id',
    sample: [
      shipping(21, 'Jane', true),
      shipping(22, 'John', false),
      shipping(23, 'Ann', false),
      shipping(24, 'Max', false),
    ],
    Component: ShippingAddresses,
  },
} as const;

function AddressBook({ kind }: { kind: Kind }) {
  const { Component } = BOOKS[kind];
  return <Component />;
}
const AddressesWidget = createReactWidget('rdc-addresses-story', AddressBook, [
  fieldCss,
  searchSelectCss,
  controlsCss,
  css,
]);

/**
 * One address book as the delivery step shows it. The list call is answered here (the sandbox
 * starts each account with no addresses); the form is the one "Enter a new address" opens.
 */
function AddressesShowing({ kind, view }: { kind: Kind; view: View }) {
  // A fresh book per story (and per change of the controls).
  return <BookInState key={`${kind}-${view}`} kind={kind} view={view} />;
}

function BookInState({ kind, view }: { kind: Kind; view: View }) {
  // Set up before the first render, so the widget's own load gets the canned list.
  useState(() => {
    const { book, route, sample } = BOOKS[kind];
    const list = view === 'empty' ? [] : sample;
    cannedAnswers({ [route]: { status: 200, body: { count: list.length, list } } });
    book.reset();
    if (view === 'form') book.openForm();
    return true;
  });
  useEffect(() => () => BOOKS[kind].book.reset(), [kind]);
  return <AddressesWidget kind={kind} />;
}

const meta = { title: 'UI/Addresses', component: AddressesShowing } satisfies Meta<typeof AddressesShowing>;
export default meta;

type Story = StoryObj<typeof meta>;

/** In game Address: the list (3 per page, the default chosen), "Enter a new address" and "+ ADD NEW". */
export const InGameList: Story = { args: { kind: 'in-game', view: 'list' } };
/** In game Address with none saved yet. */
export const InGameEmpty: Story = { args: { kind: 'in-game', view: 'empty' } };
/** The in-game address form with "Back to address selection". */
export const InGameForm: Story = { args: { kind: 'in-game', view: 'form' } };
/** Pickup point: each card "Nearest. 250 miles.". */
export const PickupList: Story = { args: { kind: 'pickup', view: 'list' } };
/** Pickup point with none saved yet. */
export const PickupEmpty: Story = { args: { kind: 'pickup', view: 'empty' } };
/** The pickup point form. */
export const PickupForm: Story = { args: { kind: 'pickup', view: 'form' } };
/** Real World Items: the shipping address list. */
export const RealWorldList: Story = { args: { kind: 'real-world', view: 'list' } };
/** Real World Items with none saved yet. */
export const RealWorldEmpty: Story = { args: { kind: 'real-world', view: 'empty' } };
/** The real-world address form with the country list. */
export const RealWorldForm: Story = { args: { kind: 'real-world', view: 'form' } };
