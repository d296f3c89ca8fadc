import { toSlides } from '@rdc/core';
import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import Swiper from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface SliderProps<T> {
  items: readonly T[];
  /** How many items one slide holds. */
  perSlide: number;
  itemKey: (item: T) => string | number;
  renderSlide: (items: T[]) => ReactNode;
}

/** A Swiper slider whose slides each hold `perSlide` items, with previous/next buttons and bullets. */
export function Slider<T>({ items, perSlide, itemKey, renderSlide }: SliderProps<T>) {
  const locale = useLocale();
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const bullets = useRef<HTMLDivElement>(null);
  const slides = toSlides(items, perSlide);
  const slideKeys = slides.map((slide) => slide.map(itemKey).join(',')).join('|');

  // Before the first paint: the slides take their places unseen, not after a frame (a layout shift).
  useLayoutEffect(() => {
    if (!root.current) return;
    const swiper = new Swiper(root.current, {
      modules: [Navigation, Pagination, A11y, Keyboard],
      slidesPerView: 1,
      // Slider.css sets the same gap before Swiper runs.
      spaceBetween: 16,
      keyboard: { enabled: true, onlyInViewport: true },
      navigation: { prevEl: prev.current, nextEl: next.current },
      pagination: { el: bullets.current, clickable: true },
      // Swiper writes these texts onto the controls and announces them itself.
      a11y: {
        containerRoleDescriptionMessage: m.ui_slider_roledescription(locale),
        itemRoleDescriptionMessage: m.ui_slider_slide_roledescription(locale),
        prevSlideMessage: m.ui_slider_previous(locale),
        nextSlideMessage: m.ui_slider_next(locale),
        firstSlideMessage: m.ui_slider_first(locale),
        lastSlideMessage: m.ui_slider_last(locale),
        // Swiper puts each bullet's number in place of {{index}}.
        paginationBulletMessage: m.ui_slider_bullet(locale, { index: '{{index}}' }),
      },
    });
    return () => {
      // destroy() returns null: keep it out of the cleanup's return value.
      swiper.destroy(true, true);
    };
  }, [slideKeys, locale]);

  return (
    // The widget around it names the region; the slider adds no second landmark.
    <div className="slider" part="slider">
      <div className="swiper" ref={root}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              className="swiper-slide"
              key={slide.map(itemKey).join(',')}
              aria-label={`${index + 1} / ${slides.length}`}
            >
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
        <div className="slider__bullets" part="bullets" ref={bullets} />
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
