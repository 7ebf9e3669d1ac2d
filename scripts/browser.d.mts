import type { Browser, LaunchOptions } from 'playwright-core';

/**
 * The path of a Chrome or Chromium executable: `$CHROME_PATH`, else a system browser at a usual
 * path, else the Chromium inside `@sparticuz/chromium` (unpacked on first use). Throws an Error
 * that says how to get a browser when there is none.
 */
export function findChromium(): Promise<string>;

/** Launches a headless Chromium with playwright-core (`args` are added to pokerchart's defaults). */
export function launchChromium(options?: LaunchOptions): Promise<Browser>;
