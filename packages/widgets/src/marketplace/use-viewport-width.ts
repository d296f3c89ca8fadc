import { useEffect, useState } from 'react';

const read = () => (typeof window === 'undefined' ? 1920 : window.innerWidth);

/**
 * The window's width, following resizes: the spec's widths (marketplace-content.md §9) are the page's
 * breakpoints.
 */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(read);
  useEffect(() => {
    const follow = () => setWidth(read());
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, []);
  return width;
}
