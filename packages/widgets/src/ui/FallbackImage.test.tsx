import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './FallbackImage';
import { PLACEHOLDER_IMAGE } from './placeholder-image';

describe('FallbackImage ("Image load failure: default placeholder image")', () => {
  it('shows the image, and the placeholder once it fails to load', () => {
    render(<FallbackImage src="/media/ship.svg" alt="Falcon" />);
    const image = screen.getByRole('img', { name: 'Falcon' });
    expect(image).toHaveAttribute('src', '/media/ship.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('a missing or blank source is the placeholder at once', () => {
    render(<FallbackImage src={'  '} alt="Nothing" />);
    expect(screen.getByRole('img', { name: 'Nothing' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it("an image in a list's first screen is fetched at once and early; the others wait until they are near", () => {
    render(
      <>
        <FallbackImage src="/first.svg" alt="First" priority />
        <FallbackImage src="/later.svg" alt="Later" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'First' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'First' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Later' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Later' })).not.toHaveAttribute('fetchpriority');
  });

  it('a new source gets its own chance after a failure', () => {
    const { rerender } = render(<FallbackImage src="/a.svg" alt="A" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<FallbackImage src="/b.svg" alt="A" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.svg');
  });
});
