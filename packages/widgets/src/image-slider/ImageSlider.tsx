import { gallerySlides, IMAGE_SLIDER, imageFileName, PLACEHOLDER_IMAGE, sitePath } from '@rdc/core';
import { useLayoutEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { A11y, EffectCoverflow, Keyboard, Navigation } from 'swiper/modules';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { waitForPlayer } from '../ui/wait-for-player';

export interface ImageSliderProps {
  /** The images, in order (core's `galleryImages` of the lot). */
  images?: string[];
  /** What the images show, for their text alternatives; 'Product' (in the reader's language) unless told. */
  title?: string;
  /** Where 'More Info' goes; no link without it. */
  moreInfoHref?: string;
}

/** Saves the image at `url` under its file name (a blob, so a same-origin or CORS image is saved, not opened). */
async function download(url: string): Promise<void> {
  const anchor = document.createElement('a');
  anchor.download = imageFileName(url);
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    anchor.href = URL.createObjectURL(await response.blob());
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(anchor.href), 0);
  } catch {
    // A cross-origin image without CORS: the browser's own download of the address.
    anchor.href = url;
    anchor.click();
  }
}

/**
 * Lays the started slider out again when its element's width changes, at once. Swiper's own
 * observer is off: it compares the width Swiper measured in whole pixels with the observer's
 * fractions, so at some widths (360 px) it saw a change two frames after every start and put back
 * the slide it had read a frame before, undoing a first tap on Previous or Next in between.
 * Returns the function that stops following.
 */
function followWidth(element: HTMLElement, swiper: Swiper): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(([entry]) => {
    if (entry && Math.abs(entry.contentRect.width - swiper.width) >= 1) swiper.update();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * marketplace-content.md §2.6: "Image slider: coverflow effect, 1.4 slides in view, looping, depth 300. A
 * 'Download image' button downloads the current slide; a default placeholder image is used on load error.
 * A 'More Info' link is a styled link."
 */
export function ImageSlider({ images = [], title: given, moreInfoHref }: ImageSliderProps) {
  const locale = useLocale();
  const title = given ?? m.image_slider_product(locale);
  const gallery = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const [current, setCurrent] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const key = images.join('\n');
  const slides = gallerySlides(images);
  const source = (url: string) => (failed.has(url) ? PLACEHOLDER_IMAGE : url);

  /** The coverflow on the slider's element, as the spec gives it. */
  const start = (element: HTMLElement) =>
    new Swiper(element, {
      modules: [EffectCoverflow, Navigation, A11y, Keyboard],
      effect: 'coverflow',
      centeredSlides: true,
      slidesPerView: IMAGE_SLIDER.slidesPerView,
      loop: IMAGE_SLIDER.loop && images.length > 1,
      coverflowEffect: { depth: IMAGE_SLIDER.depth, rotate: 0, stretch: 0, modifier: 1, slideShadows: false },
      keyboard: { enabled: true, onlyInViewport: true },
      // Its width is followed by followWidth below.
      resizeObserver: false,
      updateOnWindowResize: false,
      navigation: { prevEl: prev.current, nextEl: next.current },
      // Swiper names the arrows itself; keep the names the buttons are rendered with.
      a11y: {
        containerRoleDescriptionMessage: m.ui_slider_roledescription(locale),
        itemRoleDescriptionMessage: m.ui_slider_slide_roledescription(locale),
        prevSlideMessage: m.image_slider_previous(locale),
        nextSlideMessage: m.image_slider_next(locale),
        firstSlideMessage: m.ui_slider_first(locale),
        lastSlideMessage: m.ui_slider_last(locale),
        // Each slide is labelled with its image's place among the images, not among the copies.
        slideLabelMessage: '',
      },
      // Swiper's real index is the slide's place among the slides, copies included.
      on: { slideChange: (instance) => setCurrent(slides[instance.realIndex]?.index ?? 0) },
    });

  // Swiper starts when the player reaches for the slider, not with the page: its start is a long
  // task on a phone (130 to 210 ms with the CPU slowed four times), in which the page could not answer
  // a tap on anything else. Until then the stylesheet draws the coverflow Swiper will draw, so
  // nothing moves when it starts. It listens from the render that draws the slider (a layout
  // effect): a passive effect runs a task later, and a press in between, on a busy phone, was lost.
  useLayoutEffect(() => {
    const element = root.current;
    const group = gallery.current;
    if (images.length === 0 || !element || !group) return;
    let swiper: Swiper | undefined;
    let stopFollowing = () => {};
    const startNow = () => {
      if (swiper) return;
      stopWaiting();
      setCurrent(0);
      swiper = start(element);
      stopFollowing = followWidth(element, swiper);
    };
    const stopWaiting = waitForPlayer(group, startNow);
    return () => {
      stopWaiting();
      stopFollowing();
      // destroy() returns null: keep it out of the cleanup's return value.
      swiper?.destroy(true, true);
    };
    // The images' text is the key: a new array with the same images keeps the slider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale]);

  if (images.length === 0) {
    return (
      <div className="gallery" part="gallery">
        <img
          className="gallery__image"
          src={PLACEHOLDER_IMAGE}
          alt={m.image_slider_no_image(locale, { title })}
          width={640}
          height={360}
        />
      </div>
    );
  }
  const currentImage = images[current] ?? images[0] ?? '';
  return (
    <div
      className="gallery"
      part="gallery"
      ref={gallery}
      role="group"
      aria-label={m.image_slider_gallery(locale, { title })}
    >
      <div className="swiper gallery__swiper" ref={root} key={key}>
        <div className="swiper-wrapper">
          {slides.map(({ url, index, copy }) => (
            <div
              className="swiper-slide gallery__slide"
              key={`${copy}:${url}`}
              data-image={url}
              aria-label={`${index + 1} / ${images.length}`}
              // A copy is there for the loop's looks; a screen reader meets each image once.
              aria-hidden={copy > 0 || undefined}
            >
              <img
                className="gallery__image"
                src={source(url)}
                alt={m.image_slider_image(locale, { title, index: index + 1, count: images.length })}
                width={640}
                height={360}
                loading={index === 0 && copy === 0 ? 'eager' : 'lazy'}
                onError={() =>
                  setFailed((previous) => (previous.has(url) ? previous : new Set(previous).add(url)))
                }
              />
            </div>
          ))}
        </div>
      </div>
      <div className="gallery__controls">
        <button
          type="button"
          className="gallery__arrow"
          part="previous"
          ref={prev}
          aria-label={m.image_slider_previous(locale)}
          hidden={images.length < 2}
        >
          ‹
        </button>
        <button
          type="button"
          className="rdc-button gallery__download"
          part="download"
          onClick={() => void download(source(currentImage))}
        >
          {m.image_slider_download(locale)}
        </button>
        {moreInfoHref && (
          <a className="gallery__more" part="more-info" href={sitePath(moreInfoHref)}>
            {/* Read by search engines and screen readers: "More Info" alone says not about what. The
                hidden words complete the visible ones into one phrase ("More Info about Falcon"). */}
            {`${m.image_slider_more_info(locale)} `}
            <span className="rdc-visually-hidden">{m.image_slider_more_info_about(locale, { title })}</span>
          </a>
        )}
        <button
          type="button"
          className="gallery__arrow"
          part="next"
          ref={next}
          aria-label={m.image_slider_next(locale)}
          hidden={images.length < 2}
        >
          ›
        </button>
      </div>
    </div>
  );
}
