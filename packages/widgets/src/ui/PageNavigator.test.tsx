import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageNavigator } from './PageNavigator';

/** What the player reads in the navigator, in order (controls and the disabled steps). */
const names = () =>
  [...screen.getByRole('navigation', { name: 'Packs pages' }).querySelectorAll('.pager__control')].map(
    (control) => control.textContent,
  );

describe('PageNavigator ("Pagination is zero-based; page 0 is first")', () => {
  it('shows pages 1-based to the player and marks the current one', () => {
    render(<PageNavigator page={1} pageCount={3} onPage={() => {}} label="Packs pages" />);
    expect(names()).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('hands the zero-based page to the caller, from a click or the keyboard', async () => {
    const onPage = vi.fn();
    render(<PageNavigator page={1} pageCount={3} onPage={onPage} label="Packs pages" />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    screen.getByRole('button', { name: 'Previous page' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(0);
    screen.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard(' ');
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('no Previous on the first page and no Next on the last', () => {
    const { rerender } = render(
      <PageNavigator page={0} pageCount={2} onPage={() => {}} label="Packs pages" />,
    );
    expect(screen.queryByRole('button', { name: 'Previous page' })).toBeNull();
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    rerender(<PageNavigator page={1} pageCount={2} onPage={() => {}} label="Packs pages" />);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('leaves out far pages behind a gap', () => {
    render(<PageNavigator page={5} pageCount={20} onPage={() => {}} label="Packs pages" />);
    expect(names()).toEqual(['Previous', '1', '5', '6', '7', '20', 'Next']);
  });

  it("links to each page's address when told how, and a plain click still goes through onPage", () => {
    const onPage = vi.fn();
    render(
      <PageNavigator
        page={0}
        pageCount={3}
        onPage={onPage}
        label="Packs pages"
        hrefOf={(page) => `?page=${page}`}
      />,
    );
    const third = screen.getByRole('link', { name: 'Page 3' });
    expect(third).toHaveAttribute('href', '?page=2');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(fireEvent.click(third)).toBe(false); // default prevented: no page load
    expect(onPage).toHaveBeenCalledWith(2);
    onPage.mockClear();
    expect(fireEvent.click(third, { ctrlKey: true })).toBe(true); // a new tab is the browser's
    expect(onPage).not.toHaveBeenCalled();
  });

  it('nothing for a single page', () => {
    render(<PageNavigator page={0} pageCount={1} onPage={() => {}} label="Packs pages" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
