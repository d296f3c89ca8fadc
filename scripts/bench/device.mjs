// The simulated phone, the same on any host: Lighthouse slows the main thread's real task times
// down by `cpuSlowdownMultiplier`, so its default 4x makes a slower phone of a slower host (the
// same build scored 82 to 93 on a host reading 1 100 to 1 600 and 96 to 100 on one reading 2 200
// to 2 700). Here the multiplier is the host's measured benchmarkIndex (Lighthouse's own
// benchmark, run in the same Chromium before the pages) divided by the phone's, so every host
// simulates a phone of the one index below.
import puppeteer from 'puppeteer-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './client-ratio.mjs';

/**
 * The mid-range phone, in benchmarkIndex units: what Lighthouse's default 4x made of the host this
 * bench's tables were first measured on (about 2 600), between the Moto G4 class of Lighthouse's
 * throttling guide (125 to 800) and the Pixel 5 that DevTools' CPU calibration takes as mid-tier (1 000).
 */
export const DEVICE_BENCHMARK_INDEX = 650;
/** Lighthouse's guide ranges 1x to 20x; a host slower than the phone cannot simulate it (1x, and said so). */
const MIN_MULTIPLIER = 1;
const MAX_MULTIPLIER = 20;

export function cpuSlowdownFor(hostIndex) {
  return Math.min(
    MAX_MULTIPLIER,
    Math.max(MIN_MULTIPLIER, Math.round((hostIndex / DEVICE_BENCHMARK_INDEX) * 100) / 100),
  );
}

/** The host's benchmarkIndex: the median of `readings` runs of Lighthouse's benchmark in a blank tab (each about 1 s). */
export async function measureHostIndex(chromiumPort, readings = 3) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromiumPort}` });
  try {
    const page = await browser.newPage();
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const values = [];
    for (let i = 0; i < readings; i++) values.push(await page.evaluate(source));
    await page.close();
    return { index: median(values), readings: values };
  } finally {
    await browser.disconnect();
  }
}

export function formatDevice({ index, readings }, multiplier) {
  const slower =
    index < DEVICE_BENCHMARK_INDEX
      ? '  (this host is slower than the phone: at 1x the pages are measured on a slower one)'
      : '';
  return (
    `Device: a mid-range phone of benchmarkIndex ${DEVICE_BENCHMARK_INDEX}. This host reads ${Math.round(index)} ` +
    `(median of ${readings.map(Math.round).join(', ')}): CPU slowdown ${multiplier}x${slower}`
  );
}
