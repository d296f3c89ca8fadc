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
import type { ListedCard, Locale } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { usePartStyles } from '../platform/use-part-styles';
import { preloadErrorModal } from '../result-modals/ResultModals';
import controlsCss from '../ui/Controls.css?inline';
import { Pagination } from '../ui/Pagination';
import { AddCardDialog } from './AddCardModal';
import { cardExpiry, cardName, providerName } from './card-label';
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
  const locale = useLocale();
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
          {m.cards_loading(locale)}
        </p>
      ) : cards.length === 0 ? (
        <p className="cards__empty">{m.cards_empty(locale)}</p>
      ) : (
        <>
          <ul className="cards__list" aria-label={m.cards_saved(locale)}>
            {shown.map((card) => (
              <CardItem
                key={card.payment_method_id}
                card={card}
                selected={card.payment_method_id === selectedId}
                locale={locale}
              />
            ))}
          </ul>
          <Pagination pages={pages} current={current} onSelect={setPage} label={m.cards_saved(locale)} />
        </>
      )}
      <button
        type="button"
        className="rdc-button rdc-button--ghost cards__add"
        part="add-card"
        onClick={addCard}
      >
        {m.cards_add_new(locale)}
      </button>
    </div>
  );
}

function CardItem({ card, selected, locale }: { card: ListedCard; selected: boolean; locale: Locale }) {
  const name = cardName(card, locale);
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
            {/* The words around the date are heard, not seen, in the translation's order. */}
            {m
              .cards_expires(locale, { date: '{date}' })
              .split(/(\{date\})/)
              .map((part, index) =>
                part === '{date}'
                  ? expiry
                  : part && (
                      <span key={index} className="rdc-visually-hidden">
                        {part}
                      </span>
                    ),
              )}
          </span>
        )}
        <span className="card__provider">{providerName(card.payment, locale)}</span>
        {unsaved && <span className="card__unsaved">{m.cards_not_saved(locale)}</span>}
      </button>
      <div className="card__actions">
        {/* An unsaved card lives only in this page: the server cannot make it default. */}
        {!unsaved && (
          <label className="card__default">
            <input
              type="radio"
              name="default-card"
              aria-label={m.cards_default_for(locale, { card: name })}
              checked={isDefaultCard(card)}
              onChange={() => void makeCardDefault(card.payment_method_id)}
            />
            {m.cards_default(locale)}
          </label>
        )}
        <button
          type="button"
          className="link-button card__delete"
          aria-label={m.cards_delete_card(locale, { card: name })}
          onClick={() => void deleteCard(card.payment_method_id)}
        >
          {m.cards_delete(locale)}
        </button>
      </div>
    </li>
  );
}
