// The home preview slider in the browser: core's slideshow decides which slide shows and when
// (autoplay every duration × 1000 ms, looping; paused while a video plays, on to the next slide
// when it ends; no autoplay under prefers-reduced-motion); this only shows slides and reports the
// videos' events.
import { createSlideshow } from '@rdc/core';

function startSlider(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-go]')];
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const show = createSlideshow({
    count: slides.length,
    delayMs: Number(root.dataset.delayMs) || 0,
    reducedMotion,
  });

  const videoOf = (slide: HTMLElement | undefined) => slide?.querySelector('video') ?? null;
  for (const slide of slides) {
    const video = videoOf(slide);
    if (!video) continue;
    video.addEventListener('playing', () => show.videoPlaying());
    video.addEventListener('ended', () => show.videoEnded());
  }

  show.$index.subscribe((active) => {
    slides.forEach((slide, index) => {
      const current = index === active;
      slide.hidden = !current;
      const video = videoOf(slide);
      if (!video) return;
      if (current && !reducedMotion) {
        video.preload = 'auto';
        void video.play().catch(() => {});
      } else if (!current && !video.paused) {
        video.pause();
        video.currentTime = 0;
      }
    });
    dots.forEach((dot, index) =>
      index === active ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
    );
    root.dataset.active = String(active);
  });
  show.$paused.subscribe((paused) => (root.dataset.paused = String(paused)));

  root.querySelector('[data-previous]')?.addEventListener('click', () => show.previous());
  root.querySelector('[data-next]')?.addEventListener('click', () => show.next());
  dots.forEach((dot, index) => dot.addEventListener('click', () => show.goTo(index)));
  show.start();
}

export function startPreviewSliders(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-preview-slider]')) startSlider(root);
}
