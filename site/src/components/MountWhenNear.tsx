// A widget that mounts when its place comes within a screen's height of the viewport, and not
// while it is hidden: the user menu and the mobile menu's search are in every page's HTML but
// shown only at some widths, and a product's detail tabs and an article's comments wait until
// the reader scrolls towards them (the product footer, the page's buy box, mounts at once). The
// product image slider, whose first image is in the HTML, starts a frame after the page's first
// paint: the picture shows with the page, and the slider's start is a task of its own.
// Each widget costs 20 to 50 ms of rendering on a slow machine, four times that on a phone;
// mounted at start, they made the long tasks that held the product pages and articles back
// (Lighthouse's TBT). The place is this island's container, whose room the page keeps (or which
// is last in it), so nothing in view moves when the widget arrives.
import { Comments, DetailTabs, ImageSlider, Search, UserMenu } from '@rdc/widgets';
import { useEffect, useRef, useState } from 'react';
import type { ComponentProps, ComponentType, RefObject } from 'react';

const WIDGETS = { Comments, DetailTabs, ImageSlider, Search, UserMenu };
type WidgetName = keyof typeof WIDGETS;

interface MountWhenNearProps<N extends WidgetName> {
  widget: N;
  props: ComponentProps<(typeof WIDGETS)[N]>;
}

/** True once the element has come within a viewport's height of the viewport while shown. */
function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

export default function MountWhenNear<N extends WidgetName>({ widget, props }: MountWhenNearProps<N>) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const Widget = WIDGETS[widget] as ComponentType<Record<string, unknown>>;
  return (
    <div ref={place} data-mount-when-near={widget}>
      {near && <Widget {...(props as Record<string, unknown>)} />}
    </div>
  );
}
