import { nextTask, PLACEHOLDER_IMAGE } from '@rdc/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import Swiper from 'swiper';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import { ImageSlider } from './ImageSlider';

/** The Swiper the slider started on its element (Swiper keeps itself on it as `swiper`). */
const swiperOf = (title: string) =>
  (
    screen.getByRole('group', { name: `${title} gallery` }).querySelector('.swiper') as HTMLElement & {
      swiper?: Swiper;
    }
  ).swiper;

/** The slider's group, where a player's pointer and focus arrive. */
const galleryOf = (title: string) => screen.getByRole('group', { name: `${title} gallery` });

/** The Swiper, once the player has reached for the slider (a pointer over it). */
const started = (title: string) => {
  fireEvent.pointerOver(galleryOf(title));
  return waitFor(() => {
    const swiper = swiperOf(title);
    expect(swiper).toBeDefined();
    return swiper!;
  });
};

/** The `type` events that reach the listeners added to `target` from now on. */
function eventsSeenByListenersAddedTo(target: EventTarget, type: string): Event[] {
  const seen: Event[] = [];
  const add = target.addEventListener.bind(target);
  vi.spyOn(target, 'addEventListener').mockImplementation((name, listener, options) =>
    add(
      name,
      name === type && typeof listener === 'function'
        ? (event: Event) => {
            seen.push(event);
            listener(event);
          }
        : listener,
      options,
    ),
  );
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('<rdc-image-slider> (marketplace-content.md §2.6 image slider)', () => {
  it('shows every image, a Download image button and the More Info link', () => {
    renderHosted(<ImageSlider images={['/a.svg', '/b.svg', '/c.svg']} title="Falcon" moreInfoHref="/more" />);
    expect(screen.getByRole('img', { name: 'Falcon, image 1 of 3' })).toHaveAttribute('src', '/a.svg');
    expect(screen.getAllByRole('img', { name: /Falcon, image/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Download image' })).toBeEnabled();
    // The spec's visible text, and what the link is about for search engines and screen readers.
    const moreInfo = screen.getByRole('link', { name: 'More Info about Falcon' });
    expect(moreInfo).toHaveAttribute('href', '/more');
    expect(moreInfo.firstChild).toHaveProperty('textContent', 'More Info ');
  });

  it('"a default placeholder image is used on load error"', () => {
    renderHosted(<ImageSlider images={['/broken.svg']} title="Falcon" />);
    const image = screen.getByRole('img', { name: 'Falcon, image 1 of 1' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(screen.queryByRole('link', { name: /^More Info/ })).toBeNull();
  });

  it('a lot without images shows the placeholder', () => {
    renderHosted(<ImageSlider images={[]} title="Falcon" />);
    expect(screen.getByRole('img', { name: 'Falcon: no image yet' })).toHaveAttribute(
      'src',
      PLACEHOLDER_IMAGE,
    );
  });

  it('"Image slider: coverflow effect, 1.4 slides in view, looping, depth 300" is what Swiper runs with', async () => {
    renderHosted(<ImageSlider images={['/a.svg', '/b.svg', '/c.svg']} title="Falcon" />);
    const params = (await started('Falcon')).params;
    expect(params?.effect).toBe('coverflow');
    expect(params?.slidesPerView).toBe(1.4);
    expect(params?.loop).toBe(true);
    expect(params?.coverflowEffect?.depth).toBe(300);
  });

  it('"looping" with 3 images: each shown twice, so both neighbours are there; a screen reader meets each once', async () => {
    renderHosted(<ImageSlider images={['/a.svg', '/b.svg', '/c.svg']} title="Falcon" />);
    const swiper = await started('Falcon');
    expect(swiper.slides).toHaveLength(6);
    expect(screen.getAllByRole('img', { name: /Falcon, image/ })).toHaveLength(3);
    expect(swiper.slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(['1 / 3', '2 / 3', '3 / 3']),
    );
    expect(swiper.slides.filter((slide) => slide.getAttribute('aria-hidden') === 'true')).toHaveLength(3);
    expect(swiper.slides.every((slide) => /^[123] \/ 3$/.test(slide.getAttribute('aria-label')!))).toBe(true);
  });

  it('one image does not loop onto itself', async () => {
    renderHosted(<ImageSlider images={['/a.svg']} title="Falcon" />);
    expect((await started('Falcon')).params.loop).toBe(false);
  });

  it('Swiper waits for the player (a long task on a phone): it starts on a pointer over the slider, not with the page', async () => {
    renderHosted(<ImageSlider images={['/a.svg', '/b.svg']} title="Falcon" />);
    const slider = galleryOf('Falcon').querySelector('.swiper')!;
    await nextTask();
    expect(swiperOf('Falcon')).toBeUndefined();
    expect(slider).not.toHaveClass('swiper-initialized');
    fireEvent.pointerOver(galleryOf('Falcon'));
    expect(slider).toHaveClass('swiper-initialized');
  });

  it('a touch starts Swiper in time for Swiper to follow that same touch', () => {
    renderHosted(<ImageSlider images={['/a.svg', '/b.svg', '/c.svg']} title="Falcon" />);
    const slider = galleryOf('Falcon').querySelector<HTMLElement>('.swiper')!;
    // Swiper's own listener for a touch is on its element, below the group that starts it.
    const seen = eventsSeenByListenersAddedTo(slider, 'pointerdown');
    const touch = new Event('pointerdown', { bubbles: true, cancelable: true });
    slider.querySelector('img')!.dispatchEvent(touch);
    expect(slider).toHaveClass('swiper-initialized');
    expect(seen).toContain(touch);
  });

  it('a press on Previous as soon as the slider is drawn is answered: it listens from the moment it is there', async () => {
    // Rendered as a page renders it (no act): the browser may paint and take input between the
    // render and React's passive effects, and it did in a busy browser.
    const acting = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActing = acting.IS_REACT_ACT_ENVIRONMENT;
    acting.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const slidePrev = vi.spyOn(Swiper.prototype, 'slidePrev');
    try {
      // A mutation observer's callback runs right after the render's task: the first moment a
      // press could arrive.
      const pressed = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          const previous = container.querySelector<HTMLButtonElement>('[part="previous"]');
          if (!previous) return;
          observer.disconnect();
          fireEvent.pointerOver(previous);
          fireEvent.pointerDown(previous);
          fireEvent.click(previous);
          resolve();
        });
        observer.observe(container, { childList: true, subtree: true });
      });
      root.render(<ImageSlider images={['/a.svg', '/b.svg', '/c.svg']} title="Falcon" />);
      await pressed;
      // Swiper answered that click (jsdom lays nothing out, so where it moves to is the browser's test).
      expect(slidePrev.mock.contexts).toEqual([swiperOf('Falcon')]);
      expect(swiperOf('Falcon')?.realIndex).not.toBe(0);
    } finally {
      root.unmount();
      container.remove();
      acting.IS_REACT_ACT_ENVIRONMENT = wasActing;
    }
  });

  it('a focus inside the slider (Tab to its buttons) starts Swiper', () => {
    renderHosted(<ImageSlider images={['/a.svg', '/b.svg']} title="Falcon" />);
    galleryOf('Falcon').querySelector<HTMLButtonElement>('.gallery__download')!.focus();
    expect(swiperOf('Falcon')).toBeDefined();
  });

  it('an arrow key pressed anywhere starts Swiper in time for its keyboard control to answer that key; other keys do not', () => {
    renderHosted(<ImageSlider images={['/a.svg', '/b.svg', '/c.svg']} title="Falcon" />);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(swiperOf('Falcon')).toBeUndefined();
    // Swiper's keyboard control listens on the document.
    const seen = eventsSeenByListenersAddedTo(document, 'keydown');
    const key = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true });
    document.body.dispatchEvent(key);
    expect(swiperOf('Falcon')).toBeDefined();
    expect(seen).toContain(key);
  });

  it('unmounted before its start, the slider never starts', async () => {
    const init = vi.spyOn(Swiper.prototype, 'init');
    const { unmount } = renderHosted(<ImageSlider images={['/a.svg', '/b.svg']} title="Falcon" />);
    unmount();
    // A key that starts every slider still waiting: the first would start too, had it kept waiting.
    renderHosted(<ImageSlider images={['/c.svg', '/d.svg']} title="Hawk" />);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    await started('Hawk');
    expect(
      init.mock.contexts.map((swiper) => (swiper as Swiper).el.querySelector('img')?.getAttribute('src')),
    ).toEqual(['/c.svg']);
    init.mockRestore();
  });
});
