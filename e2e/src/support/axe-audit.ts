import axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * axe-core straight in the page: injected once per context and run with `axe.run`, not through
 * AxeBuilder, which injects 1.5 MB on every call and finishes each run in a fresh blank page.
 */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

interface AxeInPage {
  run: (context: Document, options: RunOptions) => Promise<AxeResults>;
}

/** The impacts the console must never have (docs/product/accessibility.md). */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical violations on the page as it is now, one line per element: rule,
 * impact, target and axe's summary. Frames are not audited: the only one is the preview's
 * storefront, the shop's own page.
 */
export async function blockingViolations(page: Page): Promise<string[]> {
  const options: RunOptions = { resultTypes: ['violations'], iframes: false };
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: AxeInPage }).axe.run(document, runOptions),
    options,
  );
  return results.violations
    .filter((rule) => BLOCKING.has(rule.impact ?? ''))
    .flatMap((rule) =>
      rule.nodes.map((node) =>
        `${rule.id} (${rule.impact ?? ''}) ${node.target.join(' ')}: ${node.failureSummary ?? ''}`
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    );
}
