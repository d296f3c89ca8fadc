import { countdownEnd, countdownStore, type Lot } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface CountdownProps {
  /**
   * When the offer ends: the lot's `time_limited` as it is (a date, or an epoch in seconds or ms; an
   * attribute gives it as text). A value with no end (a flag, nothing) shows no countdown.
   */
  end?: Lot['time_limited'];
}

/**
 * The countdown marker of a time-limited lot (marketplace-content.md §2.8, §4): weeks, days, or HH:MM:SS;
 * gone at zero. Every countdown on the page ticks with core's one shared clock.
 */
export function Countdown({ end }: CountdownProps) {
  const locale = useLocale();
  const $text = useMemo(() => countdownStore(countdownEnd(end), locale), [end, locale]);
  const text = useStore($text);
  if (text === null) return null;
  // One sentence for the translator: the ticking time takes the place of its input, in its order.
  const [before, after] = m.countdown_ends_in(locale, { time: '{time}' }).split('{time}');
  return (
    <p className="countdown" part="countdown">
      {before}
      <time className="countdown__time" part="time" aria-live="off">
        {text}
      </time>
      {after}
    </p>
  );
}
