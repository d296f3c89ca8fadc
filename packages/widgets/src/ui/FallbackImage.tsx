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
}

/** An image that shows the placeholder image when it fails to load (marketplace-content.md §8). */
export function FallbackImage({ src, alt, className, ...img }: FallbackImageProps) {
  // The source that failed: a new `src` gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = src?.trim() ? src : null;
  const showPlaceholder = wanted === null || failed === wanted;
  return (
    <img
      loading="lazy"
      decoding="async"
      {...img}
      className={className ? `rdc-image ${className}` : 'rdc-image'}
      src={showPlaceholder ? PLACEHOLDER_IMAGE : wanted}
      alt={alt}
      data-placeholder={showPlaceholder ? '' : undefined}
      onError={() => wanted !== null && setFailed(wanted)}
    />
  );
}
