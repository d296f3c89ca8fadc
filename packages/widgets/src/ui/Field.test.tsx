import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import { Field } from './Field';
import { Pagination } from './Pagination';
import { PasswordField } from './PasswordField';
import { Select } from './Select';
import { Step } from './Step';
import { Tabs } from './Tabs';

describe('form primitives', () => {
  it('Field: the label names the input; an error marks it invalid and describes it', () => {
    const { rerender } = render(<Field label="Email" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<Field label="Email" value="" onChange={() => {}} error="Not correct email" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Not correct email');
  });

  it('PasswordField: "Password fields have a show or hide toggle"', async () => {
    function Harness() {
      const [value, setValue] = useState('secret');
      return <PasswordField label="Password" value={value} onChange={setValue} />;
    }
    render(<Harness />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('Select: a placeholder first option and a change reported by value', async () => {
    const chosen: string[] = [];
    render(
      <Select
        label="Month"
        hideLabel
        placeholder="Mount"
        value=""
        onChange={(value) => chosen.push(value)}
        options={[
          { value: '1', label: 'January' },
          { value: '2', label: 'February' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Month' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Mount', 'January', 'February']);
    await userEvent.selectOptions(select, 'February');
    expect(chosen).toEqual(['2']);
  });

  it('Checkbox: labelled, reports its state, shows its error', async () => {
    const changes: boolean[] = [];
    render(
      <Checkbox
        label="Remember me"
        checked={false}
        onChange={(c) => changes.push(c)}
        error="Confirm consent"
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(changes).toEqual([true]);
    expect(screen.getByText('Confirm consent')).toBeVisible();
  });

  it('Tabs: one selected tab; arrows move the selection', async () => {
    function Harness() {
      const [tab, setTab] = useState<'a' | 'b'>('a');
      return (
        <Tabs
          label="Delivery"
          tabs={[
            { key: 'a', label: 'In Game Items' },
            { key: 'b', label: 'Real World Items' },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          panel {tab}
        </Tabs>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'In Game Items' })).toHaveAttribute('aria-selected', 'true');
    screen.getByRole('tab', { name: 'In Game Items' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Real World Items' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Real World Items' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel b');
  });

  it('Step: numbered, collapsible; its content shows only while open', async () => {
    const clicks: number[] = [];
    const { rerender } = render(
      <Step number={2} title="Delivery information" open={false} onToggle={() => clicks.push(2)}>
        content
      </Step>,
    );
    const toggle = screen.getByRole('button', { name: 'Step 2: Delivery information' });
    // The circle shows the number from data-step (CSS generated content, left out of the name).
    expect(toggle).toHaveAttribute('data-step', '2');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('content')).toBeNull();
    await userEvent.click(toggle);
    expect(clicks).toEqual([2]);
    rerender(
      <Step number={2} title="Delivery information" open onToggle={() => {}}>
        content
      </Step>,
    );
    expect(screen.getByText('content')).toBeVisible();
  });

  it('Pagination: a bullet per page, the current one marked', async () => {
    const pages: number[] = [];
    render(<Pagination pages={3} current={1} onSelect={(p) => pages.push(p)} label="Saved cards" />);
    expect(screen.getByRole('button', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3 of 3' }));
    expect(pages).toEqual([2]);
  });
});
