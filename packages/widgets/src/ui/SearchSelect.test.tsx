import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchSelect } from './SearchSelect';

const planets = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'].map(
  (name) => ({ value: name.toLowerCase(), label: name }),
);

function Harness({ loading = false, options = planets }: { loading?: boolean; options?: typeof planets }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchSelect label="Planet" options={options} value={value} onChange={setValue} loading={loading} />
      <output>{value}</output>
    </>
  );
}

const live = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('the searchable single-select dropdown (marketplace-content.md §2.10, §9)', () => {
  it('is a combobox: placeholder "Select...", five options at a time, "{n} result(s) available" (as a plural) for screen readers', async () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Planet' });
    expect(box).toHaveAttribute('placeholder', 'Select...');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // "Dropdown page size 5"
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(live()).toBe('8 results available');
    await userEvent.type(box, 'ur');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Mercury',
      'Saturn',
      'Uranus',
    ]);
    expect(live()).toBe('3 results available');
    await userEvent.type(box, 'a');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Uranus']);
    expect(live()).toBe('1 result available');
  });

  it('by keyboard: arrows move the active option (past the fifth), Enter chooses, Escape closes', async () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Planet' });
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    // The sixth option is shown once the arrow passes the fifth.
    const active = document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('Saturn');
    await userEvent.keyboard('{Enter}');
    expect(document.querySelector('output')?.textContent).toBe('saturn');
    expect(box).toHaveValue('Saturn');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('output')?.textContent).toBe('saturn');
  });

  it('"No options" when nothing matches, "Loading..." while the options come', async () => {
    const { unmount } = render(<Harness />);
    await userEvent.type(screen.getByRole('combobox'), 'pluto');
    expect(screen.getByRole('listbox')).toHaveTextContent('No options');
    expect(live()).toBe('No options');
    unmount();
    render(<Harness loading options={[]} />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox')).toHaveTextContent('Loading...');
    expect(live()).toBe('Loading...');
  });

  it('"drag threshold 5 px": a press that moves more than 5 px scrolls the menu and chooses nothing', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    const venus = screen.getByRole('option', { name: 'Venus' });
    fireEvent.pointerDown(venus, { clientX: 10, clientY: 10 });
    fireEvent.pointerUp(venus, { clientX: 10, clientY: 22 });
    expect(document.querySelector('output')?.textContent).toBe('');
    fireEvent.pointerDown(venus, { clientX: 10, clientY: 10 });
    fireEvent.pointerUp(venus, { clientX: 13, clientY: 13 });
    expect(document.querySelector('output')?.textContent).toBe('venus');
  });

  it('"max menu height 300, min 140": with less than 140 px left below it (and more above), the menu opens upwards', async () => {
    const placementWith = async (spaceBelow: number) => {
      const { unmount } = render(<Harness />);
      const box = screen.getByRole('combobox', { name: 'Planet' });
      const field = document.querySelector('.search-select__box') as HTMLElement;
      const bottom = window.innerHeight - spaceBelow;
      field.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: bottom - 40, width: 200, height: 40 });
      await userEvent.click(box);
      const placement = screen.getByRole('listbox').getAttribute('data-placement');
      unmount();
      return placement;
    };
    expect(await placementWith(139)).toBe('top');
    expect(await placementWith(140)).toBe('bottom');
  });
});
