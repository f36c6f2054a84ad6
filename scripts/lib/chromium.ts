import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; browser downloads are not possible on our machines, so none is attempted. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium with the flags our machines need; `extraArgs` adds test-specific ones (e.g. a
 * fake camera).
 * @example const browser = await launchChromium(['--use-fake-device-for-media-stream']);
 */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it with 'apt-get install chromium' or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}
