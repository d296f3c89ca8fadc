import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from './placeholder-image';

export interface FallbackImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'onError'
> {
  /** The image; missing or empty shows the placeholder at once. */
  src: string | null | undefined;
  /** Required: '' for a decorative image. */
  alt: string;
  /**
   * In a list's first screen (isFirstScreen): fetched at once and early. A lazy image waits for
   * layout before it is fetched, and the first card's image is often the page's largest paint.
   */
  priority?: boolean;
}

/** How many cards of a list a phone shows in its first screen, whose images load at once. */
const FIRST_SCREEN_CARDS = 2;

/** Whether the card at `index` of a list is in its first screen on a phone. */
export function isFirstScreen(index: number): boolean {
  return index < FIRST_SCREEN_CARDS;
}

/** An image that shows the placeholder image when it fails to load (marketplace-content.md §8). */
export function FallbackImage({ src, alt, className, priority = false, ...img }: FallbackImageProps) {
  // The source that failed: a new `src` gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = src?.trim() ? src : null;
  const showPlaceholder = wanted === null || failed === wanted;
  return (
    <img
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority && { fetchPriority: 'high' as const })}
      {...img}
      className={className ? `rdc-image ${className}` : 'rdc-image'}
      src={showPlaceholder ? PLACEHOLDER_IMAGE : wanted}
      alt={alt}
      data-placeholder={showPlaceholder ? '' : undefined}
      onError={() => wanted !== null && setFailed(wanted)}
    />
  );
}
