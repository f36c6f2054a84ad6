import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../../scripts/lib/chromium';
import { ensureConsoleBuild } from '../../../scripts/lib/console-build';
import { startTrova } from '../../../scripts/lib/trova-process';

export const LOGIN_BUNDLE_TARGET_KB = 200;

export interface LoginBundleReport {
  files: { url: string; rawBytes: number; gzipBytes: number }[];
  totalGzipKB: number;
  targetKB: number;
}

/**
 * Loads /login in real Chromium against `npm start` and sums the gzipped size of every JavaScript
 * file the page fetched: the entry, its static imports and the lazily loaded login route. Measuring
 * what the browser actually requests keeps the figure honest as routes are split differently.
 */
export async function measureLoginBundle(): Promise<LoginBundleReport> {
  ensureConsoleBuild();
  const trova = await startTrova();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (type.includes('javascript')) scripts.set(response.url(), response.body());
    });
    await page.goto(`${trova.url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('heading').first().waitFor();
    const files = await Promise.all(
      [...scripts].map(async ([url, body]) => {
        const bytes = await body;
        return {
          url: new URL(url).pathname,
          rawBytes: bytes.length,
          gzipBytes: gzipSync(bytes, { level: 9 }).length,
        };
      }),
    );
    const totalGzipKB = files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024;
    return { files, totalGzipKB, targetKB: LOGIN_BUNDLE_TARGET_KB };
  } finally {
    await browser.close();
    await trova.stop();
  }
}

export function printLoginBundle(report: LoginBundleReport): void {
  console.log('\nConsole: JavaScript loaded by the login route (gzip -9)');
  console.table(
    report.files.map((file) => ({
      file: file.url,
      'raw KB': (file.rawBytes / 1024).toFixed(1),
      'gzip KB': (file.gzipBytes / 1024).toFixed(1),
    })),
  );
  const verdict = report.totalGzipKB <= report.targetKB ? 'within' : 'OVER';
  console.log(
    `Total: ${report.totalGzipKB.toFixed(1)} KB gzipped — ${verdict} the ${report.targetKB} KB target`,
  );
}
