import { manufactoryBreadcrumbs } from '@rdc/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = { title: 'UI/Breadcrumbs', component: Breadcrumbs } satisfies Meta<typeof Breadcrumbs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No manufacturer: 'Main'. */
export const Main: Story = { args: { crumbs: manufactoryBreadcrumbs({ category: 'all' }, 'en') } };
/** A manufacturer's category, three levels deep. */
export const ManufacturerPath: Story = {
  args: {
    crumbs: manufactoryBreadcrumbs(
      {
        category: '/ships/fighters/light',
        manufacturerId: 3,
        manufacturerTitle: 'Nova Armaments',
      },
      'en',
    ),
  },
};
