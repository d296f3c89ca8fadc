import type { Meta, StoryObj } from '@storybook/react-vite';
import { keyedQuery, PER_PAGE, type PageKey } from '@rdc/core';
import { createReactWidget } from '../platform/react-widget';
import { CardGrid } from './CardGrid';
import listingCss from './Listing.css?inline';
import { PagedList } from './PagedList';

const names = Array.from({ length: 40 }, (_, index) => `Card ${index + 1}`);
const query = keyedQuery({
  rule: { retries: 0, retryDelayMs: () => 0, freshMs: 60_000 },
  fetch: async ({ offset, limit }: PageKey) => ({
    list: names.slice(offset, offset + limit),
    count: names.length,
  }),
  failure: 'story list',
});

function Story() {
  return (
    <PagedList list="products" label="Cards" rule={PER_PAGE.marketplace} query={query} keyOf={(page) => page}>
      {(cards) => (
        <CardGrid
          label="Cards"
          items={cards}
          itemKey={(card) => card}
          renderItem={(card) => <article>{card}</article>}
        />
      )}
    </PagedList>
  );
}
const Paged = createReactWidget('rdc-paged-list-story', Story, [listingCss]);

const meta = { title: 'UI/PagedList', component: Paged } satisfies Meta<typeof Paged>;
export default meta;

/** 40 cards: per-page selector, navigators above and below, the page in the story's address. */
export const FortyCards: StoryObj<typeof meta> = { args: {} };
