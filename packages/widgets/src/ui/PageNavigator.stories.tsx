import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createReactWidget } from '../platform/react-widget';
import listingCss from './Listing.css?inline';
import { PageNavigator } from './PageNavigator';

function Paged({ pageCount, start }: { pageCount: number; start: number }) {
  const [page, setPage] = useState(start);
  return (
    <>
      <PageNavigator page={page} pageCount={pageCount} onPage={setPage} label="Story pages" />
      <p>Page index in the address: {page}</p>
    </>
  );
}
const Navigator = createReactWidget('rdc-page-navigator-story', Paged, [listingCss]);

const meta = { title: 'UI/PageNavigator', component: Navigator } satisfies Meta<typeof Navigator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePages: Story = { args: { pageCount: 3, start: 0 } };
/** Far pages behind gaps. */
export const TwentyPages: Story = { args: { pageCount: 20, start: 9 } };
