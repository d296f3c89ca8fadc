import { SavedCardSchema, openAddCardModal } from '@rdc/core';
import { setCards } from '@rdc/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { createReactWidget } from '../platform/react-widget';
import fieldCss from '../ui/Field.css?inline';
import { AddCardModal } from './AddCardModal';
import { SavedCards } from './SavedCards';

function Cards() {
  return (
    <>
      <SavedCards />
      <AddCardModal />
    </>
  );
}
// The form fields' styles, as the basket gives them; the cards, the dialog and its forms bring theirs.
const CardsWidget = createReactWidget('rdc-cards-story', Cards, [fieldCss]);

const CARDS = [
  {
    payment_method_id: 'pm_1',
    payment: 'stripe',
    brand: 'visa',
    last4: '4242',
    exp_month: 12,
    exp_year: 2029,
    priority: '1',
  },
  {
    payment_method_id: 'pm_2',
    payment: 'paypal',
    brand: 'mastercard',
    last4: '4444',
    exp_month: 3,
    exp_year: 2028,
    priority: '0',
  },
  {
    payment_method_id: 'pm_3',
    payment: 'paypal',
    brand: 'american_express',
    last4: '0005',
    exp_month: 7,
    exp_year: 2030,
    priority: '0',
  },
  {
    payment_method_id: 'pm_4',
    payment: 'stripe',
    brand: 'other',
    last4: '1881',
    exp_month: 1,
    exp_year: 2031,
    priority: '0',
  },
].map((card) => SavedCardSchema.parse(card));

function CardsShowing({ addCard }: { addCard: boolean }) {
  useEffect(() => {
    // After the list's own load (a visitor's fails): the sample cards.
    const timer = setTimeout(() => {
      setCards(CARDS);
      if (addCard) openAddCardModal();
    }, 300);
    return () => clearTimeout(timer);
  }, [addCard]);
  return <CardsWidget />;
}

const meta = { title: 'UI/Saved cards', component: CardsShowing } satisfies Meta<typeof CardsShowing>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Four cards: 3 per slide with bullets, the default selected. */
export const List: Story = { args: { addCard: false } };
/** The add-card modal: PayPal preselected, "Back to selecting a credit card", the prefilled card form. */
export const AddCard: Story = { args: { addCard: true } };
