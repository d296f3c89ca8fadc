import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status } from './Status';

describe('Status (marketplace-content.md §8)', () => {
  it("shows 'Technical work is underway' with the maintenance lines when a coin or package list fails", () => {
    render(<Status kind="maintenance" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Technical work is underway');
    expect(alert).toHaveTextContent(
      'This section of the website is under maintenance. Content will be coming soon.',
    );
    expect(alert).toHaveTextContent('Thank you for your visit!');
  });

  it("shows 'Comming soon' (spelt so) when a coin or package list is empty", () => {
    render(<Status kind="coming-soon" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Comming soon');
    expect(status).toHaveTextContent('This section of the site is empty. Content will be coming soon.');
  });

  it("shows the generic 'NoItem' and 'Error' statuses", () => {
    const { unmount } = render(<Status kind="no-item" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^NoItem$/);
    unmount();
    render(<Status kind="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error$/);
  });

  it("takes a widget's own title, such as 'Coin not found'", () => {
    render(<Status kind="no-item" title="Coin not found" />);
    expect(screen.getByRole('status')).toHaveTextContent('Coin not found');
  });
});
