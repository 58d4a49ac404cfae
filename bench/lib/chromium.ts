import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH, CHROME_TIMEZONE } from '../lighthouse.ts';

/**
 * The bench's Chromium, for its probes that drive a page with Playwright (headless by Playwright's
 * own flag), its clock on the time Lighthouse's Chromium keeps.
 */
export const launchChromium = () =>
  chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')), env: { ...process.env, TZ: CHROME_TIMEZONE } });

/** The screen of Lighthouse's mobile run (its emulated phone), for a probe's browser context. */
export const PHONE_SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
