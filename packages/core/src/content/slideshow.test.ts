import { describe, expect, it } from 'vitest';
import { SlideGroupSchema } from '../schemas/market';
import { createSlideshow, orderedSlides, slideDelayMs, VIDEO_PAUSE_AFTER_MS } from './slideshow';

/** Timers a test moves by hand. */
function manualTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  return {
    setTimeout: (run: () => void, ms: number) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id: unknown) => void pending.delete(id as number),
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, timer]) => timer.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
    },
    get pending() {
      return pending.size;
    },
  };
}

const group = SlideGroupSchema.parse({
  id: 1,
  duration: 6,
  slides_order: [3, 1, 9],
  slides: [
    { id: 1, background_type: 'Picture', background_url: '/1.svg' },
    { id: 2, background_type: 'Video', background_url: '/2.webm' },
    { id: 3, background_type: 'Picture', background_url: '/3.svg' },
    { id: 4, background_type: 'Picture', background_url: '/4.svg', enabled: false },
  ],
});

describe('the home preview slider (marketplace-content.md §4)', () => {
  it('"delay equals the group duration times 1000 ms"', () => {
    expect(slideDelayMs(group)).toBe(6000);
    expect(slideDelayMs({ duration: 0.5 })).toBe(500);
  });

  it('shows the enabled slides in slides_order, then those the order leaves out; unknown ids are skipped', () => {
    expect(orderedSlides(group).map((slide) => slide.id)).toEqual([3, 1, 2]);
  });

  it('"loops with autoplay": every delay the next slide, back to the first after the last', () => {
    const timers = manualTimers();
    const show = createSlideshow({ count: 3, delayMs: 6000, timers });
    show.start();
    timers.advance(5999);
    expect(show.$index.get()).toBe(0);
    timers.advance(1);
    expect(show.$index.get()).toBe(1);
    timers.advance(12_000);
    expect(show.$index.get()).toBe(0);
    show.previous();
    expect(show.$index.get()).toBe(2);
  });

  it('"Autoplay pauses while a video plays (after about half a second) and resumes, advancing to the next slide, when the video ends"', () => {
    const timers = manualTimers();
    const show = createSlideshow({ count: 3, delayMs: 6000, timers });
    show.goTo(1);
    show.videoPlaying();
    timers.advance(VIDEO_PAUSE_AFTER_MS - 1);
    expect(show.$paused.get()).toBe(false);
    timers.advance(1);
    expect(show.$paused.get()).toBe(true);
    timers.advance(60_000);
    expect(show.$index.get()).toBe(1);
    show.videoEnded();
    expect(show.$index.get()).toBe(2);
    expect(show.$paused.get()).toBe(false);
    timers.advance(6000);
    expect(show.$index.get()).toBe(0);
  });

  it('a slide changed by the reader before the half second passes is not paused', () => {
    const timers = manualTimers();
    const show = createSlideshow({ count: 3, delayMs: 6000, timers });
    show.start();
    show.videoPlaying();
    show.next();
    timers.advance(VIDEO_PAUSE_AFTER_MS);
    expect(show.$paused.get()).toBe(false);
  });

  it('respects reduced motion: no autoplay, the reader still moves the slides', () => {
    const timers = manualTimers();
    const show = createSlideshow({ count: 3, delayMs: 6000, reducedMotion: true, timers });
    show.start();
    timers.advance(60_000);
    expect(show.$index.get()).toBe(0);
    expect(show.autoplays).toBe(false);
    show.next();
    expect(show.$index.get()).toBe(1);
    show.stop();
    expect(timers.pending).toBe(0);
  });
});
