import {
  $cards,
  $cardsLoading,
  $selectedCardId,
  CARDS_PER_SLIDE,
  deleteCard,
  isDefaultCard,
  isUnsavedCard,
  loadCards,
  makeCardDefault,
  openAddCardModal,
  selectCard,
  showAddCardForm,
  pageOf,
} from '@rdc/core';
import type { ListedCard } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { usePartStyles } from '../platform/use-part-styles';
import { preloadErrorModal } from '../result-modals/ResultModals';
import controlsCss from '../ui/Controls.css?inline';
import { Pagination } from '../ui/Pagination';
import { AddCardDialog } from './AddCardModal';
import { cardExpiry, cardName } from './card-label';
import cardsCss from './Cards.css?inline';

/** The cards' styles, and their pages' bullets', come with them. */
export const STYLES = [controlsCss, cardsCss];

/**
 * The saved cards, 3 per slide with pagination bullets. Clicking a card toggles its selection; its
 * Default radio makes it the default; Delete asks "Do you want to delete a credit card?" first.
 * The list loads on mount with a loading indicator. The slider turns to the selected card's page.
 */
export function SavedCards() {
  usePartStyles(STYLES);
  // Loading, adding, deleting a card and paying with one can fail with the error modal.
  useEffect(preloadErrorModal, []);
  const cards = useStore($cards);
  const loading = useStore($cardsLoading);
  const selectedId = useStore($selectedCardId);
  const [page, setPage] = useState(0);
  // A new selection (the default card appearing, a card just added) turns the slider to its page;
  // a delete or a default swap leaves the player's page alone. Adjusted while rendering, as React
  // advises for state that follows a prop.
  const [pageTurnedFor, setPageTurnedFor] = useState<string | null>(null);
  if (selectedId !== pageTurnedFor) {
    setPageTurnedFor(selectedId);
    const index = cards.findIndex((card) => card.payment_method_id === selectedId);
    if (index >= 0) setPage(Math.floor(index / CARDS_PER_SLIDE));
  }

  useEffect(() => {
    void loadCards();
    // The add-card dialog's code comes with the list whose button opens it.
    AddCardDialog.preload();
  }, []);

  const { page: current, pages, items: shown } = pageOf(cards, page, CARDS_PER_SLIDE);
  const addCard = () => {
    showAddCardForm();
    openAddCardModal();
  };

  return (
    <div className="cards" part="cards">
      {loading && cards.length === 0 ? (
        <p className="cards__loading" role="status">
          Loading saved cards…
        </p>
      ) : cards.length === 0 ? (
        <p className="cards__empty">No saved cards yet.</p>
      ) : (
        <>
          <ul className="cards__list" aria-label="Saved cards">
            {shown.map((card) => (
              <CardItem
                key={card.payment_method_id}
                card={card}
                selected={card.payment_method_id === selectedId}
              />
            ))}
          </ul>
          <Pagination pages={pages} current={current} onSelect={setPage} label="Saved cards" />
        </>
      )}
      <button
        type="button"
        className="rdc-button rdc-button--ghost cards__add"
        part="add-card"
        onClick={addCard}
      >
        + ADD NEW
      </button>
    </div>
  );
}

function CardItem({ card, selected }: { card: ListedCard; selected: boolean }) {
  const name = cardName(card);
  const unsaved = isUnsavedCard(card);
  const expiry = cardExpiry(card);
  return (
    <li className={`card${selected ? ' card--selected' : ''}${unsaved ? ' card--unsaved' : ''}`} part="card">
      <button
        type="button"
        className="card__select"
        aria-pressed={selected}
        onClick={() => selectCard(card.payment_method_id)}
      >
        <span className="card__name">{name}</span>
        {expiry && (
          <span className="card__expiry">
            <span className="rdc-visually-hidden">expires </span>
            {expiry}
          </span>
        )}
        <span className="card__provider">{card.payment === 'paypal' ? 'PayPal' : 'Stripe'}</span>
        {unsaved && <span className="card__unsaved">Not saved</span>}
      </button>
      <div className="card__actions">
        {/* An unsaved card lives only in this page: the server cannot make it default. */}
        {!unsaved && (
          <label className="card__default">
            <input
              type="radio"
              name="default-card"
              aria-label={`Default for ${name}`}
              checked={isDefaultCard(card)}
              onChange={() => void makeCardDefault(card.payment_method_id)}
            />
            Default
          </label>
        )}
        <button
          type="button"
          className="link-button card__delete"
          aria-label={`Delete ${name}`}
          onClick={() => void deleteCard(card.payment_method_id)}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
