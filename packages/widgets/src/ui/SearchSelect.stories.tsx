import { countries, timezoneOptions } from '@rdc/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createReactWidget } from '../platform/react-widget';
import fieldCss from './Field.css?inline';
import searchSelectCss from './SearchSelect.css?inline';
import { SearchSelect, type SearchSelectProps } from './SearchSelect';

function Stateful(props: Omit<SearchSelectProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <SearchSelect {...props} value={value} onChange={setValue} />;
}

const Widget = createReactWidget('rdc-search-select-story', Stateful, [fieldCss, searchSelectCss]);

const meta = {
  title: 'UI/SearchSelect',
  component: Widget,
  decorators: [(Story) => <div style={{ maxWidth: '24rem', minHeight: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Widget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Timezone: Story = { args: { label: 'Timezone', options: timezoneOptions('en') } };
export const Country: Story = {
  args: {
    label: 'Country',
    options: countries('en').map((country) => ({ value: country.code, label: country.name })),
  },
};
export const Loading: Story = { args: { label: 'Timezone', options: [], loading: true } };
export const NoOptions: Story = { args: { label: 'Timezone', options: [] } };
