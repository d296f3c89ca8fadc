import { toSlides } from '@rdc/core';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Swiper from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { waitForPlayer } from './wait-for-player';

export interface SliderProps<T> {
  items: readonly T[];
  /** How many items one slide holds. */
  perSlide: number;
  itemKey: (item: T) => string | number;
  renderSlide: (items: T[]) => ReactNode;
}

/**
 * A Swiper slider whose slides each hold `perSlide` items, with previous/next buttons and a bullet
 * per slide. Until the player reaches for it, the stylesheet draws its first slide as Swiper will
 * (`waitForPlayer`), so nothing moves when Swiper starts. The bullets are its own buttons, there from
 * the first render: Swiper's would appear only when it starts and push the arrows apart.
 */
export function Slider<T>({ items, perSlide, itemKey, renderSlide }: SliderProps<T>) {
  const locale = useLocale();
  const group = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const swiper = useRef<Swiper | undefined>(undefined);
  const startSwiper = useRef<() => void>(() => {});
  const [current, setCurrent] = useState(0);
  const slides = toSlides(items, perSlide);
  // A slide's key is its items' keys: it names the slide and its bullet.
  const keys = slides.map((slide) => slide.map(itemKey).join(','));
  const slideKeys = keys.join('|');

  // It listens from the render that draws the slider (a layout effect): a passive effect runs a
  // task later, and a press in between, on a busy phone, would be lost.
  useLayoutEffect(() => {
    const element = root.current;
    const around = group.current;
    if (!element || !around || slides.length < 2) return;
    const startNow = () => {
      if (swiper.current) return;
      stopWaiting();
      swiper.current = new Swiper(element, {
        modules: [Navigation, A11y, Keyboard],
        slidesPerView: 1,
        // Slider.css sets the same gap before Swiper runs.
        spaceBetween: 16,
        keyboard: { enabled: true, onlyInViewport: true },
        navigation: { prevEl: prev.current, nextEl: next.current },
        // Swiper writes these texts onto the controls and announces them itself.
        a11y: {
          containerRoleDescriptionMessage: m.ui_slider_roledescription(locale),
          itemRoleDescriptionMessage: m.ui_slider_slide_roledescription(locale),
          prevSlideMessage: m.ui_slider_previous(locale),
          nextSlideMessage: m.ui_slider_next(locale),
          firstSlideMessage: m.ui_slider_first(locale),
          lastSlideMessage: m.ui_slider_last(locale),
        },
        on: { slideChange: (instance) => setCurrent(instance.activeIndex) },
      });
    };
    const stopWaiting = waitForPlayer(around, startNow);
    startSwiper.current = startNow;
    return () => {
      stopWaiting();
      startSwiper.current = () => {};
      // destroy() puts the first slide back in view: so do the bullets.
      if (swiper.current) setCurrent(0);
      swiper.current?.destroy(true, true);
      swiper.current = undefined;
    };
    // The slides' keys say when the slides changed; `slides` is a new array every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slideKeys, locale]);

  const goTo = (index: number) => {
    startSwiper.current();
    swiper.current?.slideTo(index);
  };

  return (
    // The widget around it names the region; the slider adds no second landmark.
    <div className="slider" part="slider" ref={group}>
      <div className="swiper" ref={root}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div className="swiper-slide" key={keys[index]} aria-label={`${index + 1} / ${slides.length}`}>
              {renderSlide(slide)}
            </div>
          ))}
        </div>
      </div>
      <div className="slider__controls" hidden={slides.length < 2}>
        <button
          type="button"
          className="slider__arrow"
          part="previous"
          ref={prev}
          aria-label={m.ui_slider_previous(locale)}
        >
          ‹
        </button>
        <div className="slider__bullets" part="bullets">
          {keys.map((key, index) => (
            <button
              key={key}
              type="button"
              className={`slider__bullet${index === current ? ' slider__bullet--current' : ''}`}
              aria-label={m.ui_slider_bullet(locale, { index: index + 1 })}
              aria-current={index === current || undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className="slider__arrow"
          part="next"
          ref={next}
          aria-label={m.ui_slider_next(locale)}
        >
          ›
        </button>
      </div>
    </div>
  );
}
