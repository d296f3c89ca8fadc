import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from '../index';
import { findInShadow } from '../stories/in-shadow';
import { cannedAnswers, sandboxApi } from '../stories/story-api';

const meta = {
  title: 'Widgets/rdc-search',
  component: Search,
  decorators: [(Story) => <div style={{ minHeight: '26rem', maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Search>;
export default meta;

type Story = StoryObj<typeof meta>;

const SEARCH = 'POST /market/items/list';

/** Focuses the box inside the widget's shadow root and types `text`, as a player would. */
function typing(text: string): Story['play'] {
  return async ({ canvasElement }) => {
    const box = await findInShadow<HTMLInputElement>(canvasElement, '[role="combobox"]');
    box.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, text);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/** The empty box: 'Search...', no list. */
export const Idle: Story = { loaders: [sandboxApi] };
/** 'aurora' typed: after 1 s, up to 10 of the sandbox's items, each a link to its item page. */
export const Results: Story = { loaders: [sandboxApi], play: typing('aurora') };
/** The request on its way: 'Searching…'. */
export const Searching: Story = {
  loaders: [() => cannedAnswers({ [SEARCH]: 'never' })],
  play: typing('aurora'),
};
/** Nothing matches: 'No items found'. */
export const NoResults: Story = {
  loaders: [() => cannedAnswers({ [SEARCH]: { status: 200, body: { count: 0, list: [] } } })],
  play: typing('zzz'),
};
/** The search fails (after the 3 retries of the query defaults, about 7 s): 'Error'. */
export const Failure: Story = {
  loaders: [
    () => cannedAnswers({ [SEARCH]: { status: 500, body: { code: 5002, message: 'database error' } } }),
  ],
  play: typing('aurora'),
};
