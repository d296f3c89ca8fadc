import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defineWidget } from '../platform/define';
import { loadWidgetOf } from '../widgets';
import { withSandbox } from '../../test/sandbox';
import { Search } from './Search';

const harness = withSandbox();
const SEARCH = 'POST /market/items/list';

/** The box, once the debounce (1000 ms) has passed and the sandbox answered. */
async function typed(text: string) {
  const box = screen.getByRole('combobox', { name: 'Search items' });
  await userEvent.click(box);
  await userEvent.paste(text);
  return box;
}

describe('<rdc-search> (marketplace-content.md §2.4, §5, §9)', () => {
  it('"A search box with placeholder \'Search...\'"; "request is debounced by 1 second; limit 10"; results link to /marketplace/product/item/{id}', async () => {
    render(<Search />);
    const box = screen.getByRole('combobox', { name: 'Search items' });
    expect(box).toHaveAttribute('placeholder', 'Search...');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box);
    await userEvent.keyboard('aurora');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    // Six keystrokes, one request, for the text the box rested on.
    expect(harness.bodies(SEARCH)).toEqual([{ search: 'aurora', pagination: { offset: 0, limit: 10 } }]);
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(10);
    for (const option of options) {
      expect(option).toHaveTextContent(/aurora/i);
      expect(option.getAttribute('href')).toMatch(/^\/marketplace\/product\/item\/\d+$/);
    }
  });

  it('"The result dropdown opens only when text has been entered and the box is focused"', async () => {
    render(
      <>
        <Search />
        <button type="button">elsewhere</button>
      </>,
    );
    const box = await typed('helix');
    await screen.findByRole('listbox');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.clear(box);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('a combobox by keyboard: arrows move the active result, Enter opens it, Escape closes the list', async () => {
    render(<Search />);
    const box = await typed('nova');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)?.id); // wraps to the last
    await userEvent.keyboard('{ArrowDown}'); // and back to the first
    await userEvent.keyboard('{Enter}');
    expect(harness.navigations).toEqual([options[0]?.getAttribute('href')]);
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('nova');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('search text with %, _ and quotes, or of 1 000 characters, is answered safely: no items, no error', async () => {
    render(<Search />);
    const box = await typed(`50%_'"\\`);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No items found'));
    await userEvent.clear(box);
    await userEvent.paste('x'.repeat(1000));
    await waitFor(() => expect(harness.bodies(SEARCH)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No items found'));
    expect(harness.bodies(SEARCH)).toEqual([
      { search: `50%_'"\\`, pagination: { offset: 0, limit: 10 } },
      { search: 'x'.repeat(1000), pagination: { offset: 0, limit: 10 } },
    ]);
  });

  it('as an element: <rdc-search> renders the combobox in its shadow root', async () => {
    defineWidget(await loadWidgetOf('rdc-search'));
    document.body.innerHTML = '<rdc-search label="Search the store"></rdc-search>';
    const element = document.querySelector('rdc-search') as HTMLElement;
    await waitFor(() => expect(element.shadowRoot?.querySelector('[role="combobox"]')).not.toBeNull());
    const box = element.shadowRoot?.querySelector('[role="combobox"]');
    expect(box?.getAttribute('aria-label')).toBe('Search the store');
    expect(box?.getAttribute('placeholder')).toBe('Search...');
    act(() => element.remove());
  });

  it('the header\'s search (finds="lots"): "veteran" suggests the Veteran packs with picture, kind and price; Enter with nothing highlighted opens the results page', async () => {
    render(<Search finds="lots" label="Search the store" />);
    const box = screen.getByRole('combobox', { name: 'Search the store' });
    await userEvent.click(box);
    await userEvent.keyboard('v');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 characters');
    await userEvent.keyboard('eteran');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    for (const title of ['Veteran Pack I', 'Veteran Pack III']) {
      const option = within(listbox)
        .getAllByRole('option')
        .find((candidate) => within(candidate).queryByText(title, { exact: true }));
      expect(option).toBeDefined();
      expect(option?.getAttribute('href')).toMatch(/^\/marketplace\/product\/package\/\d+$/);
      expect(option?.querySelector('img')).not.toBeNull();
      expect(option).toHaveTextContent('Package');
      // Its prices written as money: "$12.00 · RDC 1,200.00".
      expect(option?.querySelector('.search__price')).toHaveTextContent(
        /^\$\d[\d,]*\.\d\d( · RDC \d[\d,]*\.\d\d)?$/,
      );
    }
    await userEvent.keyboard('{Enter}');
    expect(harness.navigations).toEqual(['/search?q=veteran']);
  });
});
