import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createReactWidget } from '../platform/react-widget';
import controlsCss from './Controls.css?inline';
import stepCss from './Step.css?inline';
import fieldCss from './Field.css?inline';
import { Field } from './Field';
import { Modal } from './Modal';
import { Pagination } from './Pagination';
import { PasswordField } from './PasswordField';
import { Select } from './Select';
import { Step } from './Step';
import { Tabs } from './Tabs';

function Primitives() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('not an email');
  const [password, setPassword] = useState('secret');
  const [month, setMonth] = useState('');
  const [tab, setTab] = useState<'a' | 'b'>('a');
  const [page, setPage] = useState(0);
  return (
    <div style={{ padding: '1em' }}>
      <Step number={1} title="Your Cart" open onToggle={() => undefined}>
        <Field label="Email" value={email} onChange={setEmail} error="Not correct email" />
        <PasswordField label="Password" value={password} onChange={setPassword} />
        <Select
          label="Month"
          placeholder="Mount"
          value={month}
          onChange={setMonth}
          options={[{ value: '1', label: 'January' }]}
        />
        <Tabs
          label="Delivery"
          tabs={[
            { key: 'a', label: 'In Game Items' },
            { key: 'b', label: 'Real World Items' },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          Panel {tab}
        </Tabs>
        <Pagination pages={3} current={page} onSelect={setPage} label="Saved cards" />
        <button type="button" className="rdc-button" onClick={() => setOpen(true)}>
          Open the modal
        </button>
      </Step>
      <Modal open={open} title="Sing In" onClose={() => setOpen(false)}>
        <Field label="Account name or email" value="" onChange={() => undefined} />
      </Modal>
    </div>
  );
}

const PrimitivesWidget = createReactWidget('rdc-primitives-story', Primitives, [
  fieldCss,
  controlsCss,
  stepCss,
]);

const meta = { title: 'UI/Primitives', component: PrimitivesWidget } satisfies Meta<typeof PrimitivesWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Field with its error, password show/hide, a dropdown with a placeholder, tabs, bullets, a step and a modal. */
export const All: Story = { args: {} };
