// The browser engines the journeys of scripts/engines run in, each through the client that drives
// it here: Firefox ESR through puppeteer-core over WebDriver BiDi, WebKitGTK (the engine of Safari
// and iOS's WKWebView) through WebKitWebDriver and WebdriverIO (under xvfb-run: MiniBrowser needs a
// display), and Chromium through puppeteer-core over CDP. RDC_ENGINES picks some (default all).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { pageTools } from './page-tools.mjs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const SCREENSHOTS = new URL('../../test-results/engines/', import.meta.url);

const ALL = ['chromium', 'firefox', 'webkit'];
export const ENGINES = (process.env.RDC_ENGINES ?? ALL.join(','))
  .split(',')
  .filter((name) => ALL.includes(name));

const TIMEOUT = 10_000;

/** A free loopback port, for WebKitWebDriver. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** puppeteer-core's page as the journeys' driver (Chromium over CDP, Firefox over BiDi). */
async function puppeteerDriver(engine) {
  const browser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          protocol: 'webDriverBiDi',
          executablePath: FIREFOX_PATH,
          headless: true,
        })
      : await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
  const page = await browser.newPage();
  return {
    version: await browser.version(),
    open: (url) => page.goto(url, { waitUntil: 'load' }),
    run: (fn, ...args) => page.evaluate(fn, ...args),
    size: (width, height) => page.setViewport({ width, height }),
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    screenshot: (path) => page.screenshot({ path }),
    close: () => browser.close(),
  };
}

/** WebdriverIO on WebKitWebDriver, which starts MiniBrowser in automation mode. */
async function webkitDriver() {
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore' });
  const stopDriver = () => driver.kill();
  try {
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryCount: 10,
      capabilities: {
        browserName: 'MiniBrowser',
        // Classic WebDriver: WebKitWebDriver refuses the BiDi session WebdriverIO asks for by default.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      },
    });
    return {
      version: `WebKitGTK ${(await browser.execute(() => navigator.userAgent)).match(/AppleWebKit\/[\d.]+/)?.[0] ?? ''}`,
      open: (url) => browser.url(url),
      run: (fn, ...args) => browser.execute(fn, ...args),
      size: (width, height) => browser.setWindowSize(width, height),
      clickAt: (x, y) =>
        browser
          .action('pointer', { parameters: { pointerType: 'mouse' } })
          .move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' })
          .down()
          .up()
          .perform(),
      type: (text) => browser.keys([...text]),
      press: (key) => browser.keys(key === 'Escape' ? ['\uE00C'] : [key]),
      screenshot: (path) => browser.saveScreenshot(path),
      close: async () => {
        await browser.deleteSession().catch(() => {});
        stopDriver();
      },
    };
  } catch (error) {
    stopDriver();
    throw error;
  }
}

/**
 * Starts `engine` and returns what the journeys do with it: open a page, find by role and name
 * (shadow roots included), click where a player clicks, type, and read the page.
 */
export async function launch(engine) {
  const driver = engine === 'webkit' ? await webkitDriver() : await puppeteerDriver(engine);
  const tools = (command, query) => driver.run(pageTools, command, query);

  /** Polls until `probe` gives something other than null, undefined or false; throws `message` after the timeout. */
  async function until(probe, message, timeout = TIMEOUT) {
    const end = Date.now() + timeout;
    let last;
    for (;;) {
      last = await probe().catch((error) => (error instanceof Error ? error : new Error(String(error))));
      if (last !== null && last !== undefined && last !== false && !(last instanceof Error)) return last;
      if (Date.now() > end)
        throw new Error(`${engine}: ${message}${last instanceof Error ? ` (${last.message})` : ''}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const describe = (query) =>
    `${query.role ?? 'element'} ${typeof query.name === 'object' ? `/${query.name.source}/` : `"${query.name ?? ''}"`}`;
  /**
   * Waits until the element's centre is in view and has not moved between two reads, as Playwright
   * waits for a stable element: content still arriving or a resize still landing moves it.
   */
  function settledCentre(query, purpose) {
    let last = null;
    return until(
      async () => {
        const point = await tools('find', query);
        const settled = point && last && point.x === last.x && point.y === last.y;
        last = point;
        return settled ? point : null;
      },
      `no visible ${describe(query)} ${purpose}`,
    );
  }

  return {
    engine,
    version: driver.version,
    open: driver.open,
    run: driver.run,
    size: driver.size,
    press: driver.press,
    until,
    /** Waits for the element, then gives its centre. */
    find: (query) => until(() => tools('find', query), `no visible ${describe(query)}`),
    /** Waits until the element is drawn at its centre (nothing covers it), and gives what was drawn. */
    drawn: (query) =>
      until(
        async () => ((await tools('hit', query))?.drawn ? true : null),
        `${describe(query)} is covered or missing`,
      ).then(() => true),
    hit: (query) => tools('hit', query),
    text: (query) => until(() => tools('text', query), `no visible ${describe(query)}`),
    count: (query) => tools('count', query),
    /** The controls of the page that something else is drawn over, at their centre. */
    covered: () => tools('covered', {}),
    /** The boxes, in view, of the elements `selector` matches, shadow roots included. */
    boxes: (selector) => tools('boxes', { role: selector }),
    /** Clicks the element's centre with the mouse, as a player does. */
    async click(query) {
      const { x, y } = await settledCentre(query, 'to click');
      await driver.clickAt(x, y);
    },
    /** Clicks into a field and types. */
    async fill(query, text) {
      const { x, y } = await settledCentre(query, 'to fill');
      await driver.clickAt(x, y);
      await driver.type(text);
    },
    async screenshot(name) {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const path = new URL(`${engine}-${name}.png`, SCREENSHOTS).pathname;
      await driver.screenshot(path);
      return path;
    },
    close: driver.close,
  };
}
