import { encodeManufactoryFilter } from '@rdc/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Manufactory } from '../index';
import { cannedAnswers, sandboxApi } from '../stories/story-api';

const meta = { title: 'Widgets/rdc-manufactory', component: Manufactory } satisfies Meta<typeof Manufactory>;
export default meta;

type Story = StoryObj<typeof meta>;

const MANUFACTURERS = 'POST /market/manufacturers/list';
const AURORA = { manufacturerId: 1, manufacturerTitle: 'Aurora Dynamics' };

/** The Manufacturers tab on the sandbox: cards with an image, or the title (Kestrel Yards, Driftworks Collective). */
export const Manufacturers: Story = { loaders: [sandboxApi] };
/** Aurora Dynamics' top-level categories, with the breadcrumbs and the tree. */
export const Category: Story = {
  args: { view: 'category', path: encodeManufactoryFilter({ category: 'all', ...AURORA }) },
  loaders: [sandboxApi],
};
/** Manufacturers and categories interleaved, 5/3/2/1 columns by width. */
export const All: Story = { args: { view: 'all' }, loaders: [sandboxApi] };
/** The items of Light Fighters, with the tag filter and the pages above and below. */
export const Product: Story = {
  args: { view: 'product', path: encodeManufactoryFilter({ category: '/ships/fighters/light' }) },
  loaders: [sandboxApi],
};
/** A category with no items of its own: its sub-categories. */
export const SubCategories: Story = {
  args: { view: 'product', path: encodeManufactoryFilter({ category: '/ships' }) },
  loaders: [sandboxApi],
};
/** No items and no sub-categories: 'NoItem'. */
export const NoItem: Story = {
  args: { view: 'product', path: encodeManufactoryFilter({ category: '/nowhere' }) },
  loaders: [sandboxApi],
};
/** 15 skeletons while the manufacturers load. */
export const Loading: Story = { loaders: [() => cannedAnswers({ [MANUFACTURERS]: 'never' })] };
/** "Category, manufacturer or item list returns nothing": 'Error' with 'Response is empty'. */
export const Empty: Story = {
  loaders: [() => cannedAnswers({ [MANUFACTURERS]: { status: 200, body: { count: 0, list: [] } } })],
};
/** The list fails (after the 3 retries of the query defaults, about 7 s): 'Error' and Retry. */
export const Failure: Story = {
  loaders: [
    () =>
      cannedAnswers({ [MANUFACTURERS]: { status: 500, body: { code: 5002, message: 'database error' } } }),
  ],
};
