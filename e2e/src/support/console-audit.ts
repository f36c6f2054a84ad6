import type { Browser, Page } from 'playwright-core';
import { blockingViolations, installAxe } from './axe-audit';
import type { ConsoleRoute } from './console-routes';
import { prepareConsoleContext, visitRoute, type ConsoleLanguage } from './console-visit';
import { findUntranslatedText, screenText } from './untranslated-text';

export interface AuditRun {
  routes: readonly ConsoleRoute[];
  language: ConsoleLanguage;
  /** Signed in as this account, whose own language must be `language`; none for access screens. */
  session?: { jwt: string; apiKey: string };
}

/**
 * Visits every route of `run` in one fresh context and lists what fails, one line per finding,
 * each naming the language, the route (and where it landed) and the element: serious and critical
 * axe violations, and on Italian screens any English catalogue text or raw key
 * (docs/product/accessibility.md, docs/product/translation.md).
 */
export async function auditRoutes(
  browser: Browser,
  baseUrl: string,
  run: AuditRun,
): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await installAxe(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await prepareConsoleContext(page, run.language, run.session);
    const findings: string[] = [];
    for (const route of run.routes) {
      findings.push(...(await auditRoute(page, baseUrl, route, run.language)));
    }
    return findings;
  } finally {
    await context.close();
  }
}

async function auditRoute(
  page: Page,
  baseUrl: string,
  route: ConsoleRoute,
  language: ConsoleLanguage,
): Promise<string[]> {
  const where = `[${language}] ${route.path}`;
  let landed: string;
  try {
    landed = await visitRoute(page, baseUrl, route);
  } catch (error) {
    // A screen that never settles is reported with the others, not in place of them.
    return [`${where}: did not settle: ${String(error).split('\n')[0] ?? ''}`];
  }
  const at = landed === route.path ? where : `${where} (at ${landed})`;
  const findings = (await blockingViolations(page)).map((line) => `${at}: ${line}`);
  if (language === 'it') {
    const untranslated = findUntranslatedText(await screenText(page));
    findings.push(...untranslated.map((text) => `${at}: not Italian: ${text}`));
  }
  return findings;
}
