import { atom } from 'nanostores';
import type { Slide, SlideGroup } from '../schemas/market';

/** "Autoplay pauses while a video plays (after about half a second)" (marketplace-content.md §4). */
export const VIDEO_PAUSE_AFTER_MS = 500;

/**
 * "delay equals the group duration times 1000 ms" (marketplace-content.md §4); a group without a duration
 * does not advance.
 */
export function slideDelayMs(group: Pick<SlideGroup, 'duration'>): number {
  return Math.max(0, group.duration) * 1000;
}

/** The group's enabled slides in slides_order; slides the order leaves out follow, in the answer's order. */
export function orderedSlides(group: Pick<SlideGroup, 'slides' | 'slides_order'>): Slide[] {
  const enabled = group.slides.filter((slide) => slide.enabled);
  const byId = new Map(enabled.map((slide) => [slide.id, slide]));
  const ordered = [...new Set(group.slides_order)].flatMap((id) => byId.get(id) ?? []);
  return [...ordered, ...enabled.filter((slide) => !ordered.includes(slide))];
}

interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface SlideshowOptions {
  count: number;
  delayMs: number;
  /** prefers-reduced-motion: no autoplay; the reader moves the slides. */
  reducedMotion?: boolean;
  timers?: Timers;
}

/**
 * The home preview slider's timing (marketplace-content.md §4): it loops, and autoplays every `delayMs`;
 * while a video plays (once it has played for VIDEO_PAUSE_AFTER_MS) autoplay pauses, and when the video ends
 * the slider moves to the next slide and autoplay resumes. The page reports the video's events.
 */
export function createSlideshow({
  count,
  delayMs,
  reducedMotion = false,
  timers = globalThis as unknown as Timers,
}: SlideshowOptions) {
  const $index = atom(0);
  const $paused = atom(false);
  let autoplay: unknown;
  let videoHold: unknown;
  const autoplays = !reducedMotion && count > 1 && delayMs > 0;

  const clear = () => {
    if (autoplay !== undefined) timers.clearTimeout(autoplay);
    if (videoHold !== undefined) timers.clearTimeout(videoHold);
    autoplay = videoHold = undefined;
  };
  const schedule = () => {
    if (autoplay !== undefined) timers.clearTimeout(autoplay);
    autoplay = undefined;
    if (autoplays && !$paused.get()) autoplay = timers.setTimeout(() => goTo($index.get() + 1), delayMs);
  };
  /** Shows slide `index` (looping at both ends) and restarts the autoplay delay. */
  function goTo(index: number) {
    if (count === 0) return;
    clear();
    $paused.set(false);
    $index.set(((index % count) + count) % count);
    schedule();
  }

  return {
    $index,
    $paused,
    autoplays,
    start: () => goTo($index.get()),
    next: () => goTo($index.get() + 1),
    previous: () => goTo($index.get() - 1),
    goTo,
    /** The current slide's video started playing: autoplay pauses after about half a second of it. */
    videoPlaying() {
      if (!autoplays || videoHold !== undefined || $paused.get()) return;
      videoHold = timers.setTimeout(() => {
        videoHold = undefined;
        if (autoplay !== undefined) timers.clearTimeout(autoplay);
        autoplay = undefined;
        $paused.set(true);
      }, VIDEO_PAUSE_AFTER_MS);
    },
    /** The current slide's video ended: on to the next slide, autoplay resumed. */
    videoEnded() {
      if (autoplays) goTo($index.get() + 1);
    },
    stop: clear,
  };
}
export type Slideshow = ReturnType<typeof createSlideshow>;
