import { useLayoutEffect, useState } from 'react';

/**
 * Hover from the DOM's own mouseenter and mouseleave; returns the ref to put on the element.
 * React's onMouseEnter is made from mouseover and misses a pointer that comes straight from
 * another widget: the element it leaves is, seen from this widget's shadow root, that widget's
 * host, which React renders in another root, so React leaves the entry to that root's mouseout,
 * whose target stops at this widget's host and never reaches the element inside.
 * The listeners are on before the element is first painted (a layout effect): a passive effect
 * runs a task later, and a pointer arriving in between, on a busy phone, would not be seen.
 */
export function useHover(onEnter: () => void, onLeave: () => void): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    element.addEventListener('mouseenter', onEnter);
    element.addEventListener('mouseleave', onLeave);
    return () => {
      element.removeEventListener('mouseenter', onEnter);
      element.removeEventListener('mouseleave', onLeave);
    };
  }, [element, onEnter, onLeave]);
  return setElement;
}
