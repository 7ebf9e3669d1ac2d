// Headless Chromium for the viz browser tests (see scripts/browser.mjs for where it comes from).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchChromium } from '../../../scripts/browser.mjs';

/**
 * A headless Chromium for the describe block that calls this: launched before its tests, closed
 * after them; the returned function gives the running browser. Without a browser every test of
 * the block fails (never skips) with the launcher's message, which says how to get one.
 */
export function browserForTests(): () => Browser {
  let browser: Browser | undefined;
  let missing: Error | null = null;
  beforeAll(async () => {
    try {
      browser = await launchChromium();
    } catch (error) {
      missing = error as Error;
    }
  }, 180_000);
  beforeEach(() => {
    if (missing) throw missing;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}
