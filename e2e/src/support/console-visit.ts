import type { Page } from 'playwright-core';
import type { ConsoleRoute } from './console-routes';

export type ConsoleLanguage = 'en' | 'it';

/** The console's storage keys (lib/api/session-store.ts, i18n/language.ts). */
const LANGUAGE_KEY = 'trova.language';
const TOKEN_KEY = 'trova.token';
const API_KEY_KEY = 'trova.apiKey';

/**
 * Makes every page of the page's context open in `language` and, with a session, signed in, as
 * after the language selector and the login form. Call once per context, before its first visit.
 * Signed in, the account's own language wins (docs/product/shell.md#languages-and-formats): set it
 * with setAccountLanguage.
 */
export async function prepareConsoleContext(
  page: Page,
  language: ConsoleLanguage,
  session?: { jwt: string; apiKey: string },
): Promise<void> {
  await page.context().addInitScript(
    ([keys, values]) => {
      keys.forEach((key, index) => {
        const value = values[index];
        if (value) window.localStorage.setItem(key, value);
      });
    },
    [
      [LANGUAGE_KEY, TOKEN_KEY, API_KEY_KEY],
      [language, session?.jwt ?? '', session?.apiKey ?? ''],
    ] as const,
  );
}

/**
 * Opens `route` and waits until it has settled: the screen rendered, no loader, skeleton or busy
 * region, the dialog open when the route names one, no running transition, and no API call in
 * flight. Returns the path (with query) the console ended on, since some routes redirect.
 */
export async function visitRoute(
  page: Page,
  baseUrl: string,
  route: ConsoleRoute,
): Promise<string> {
  const inFlight = trackConsoleRequests(page, new URL(baseUrl).origin);
  try {
    await page.goto(`${baseUrl}${route.path}`);
    await waitForSettled(page, route.dialog === true, inFlight);
  } finally {
    inFlight.stop();
  }
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

interface ConsoleRequests {
  /** Resolves once no request to the console is in flight. */
  idle: () => Promise<void>;
  count: () => number;
  stop: () => void;
}

/**
 * Requests to the console's own origin: API calls, and the chunks and texts a screen loads lazily.
 * Other origins (a shop's images, the preview's storefront) are not the console's to wait for.
 */
function trackConsoleRequests(page: Page, origin: string): ConsoleRequests {
  const pending = new Set<unknown>();
  let waiters: (() => void)[] = [];
  const start = (request: { url: () => string }) => {
    if (request.url().startsWith(origin)) pending.add(request);
  };
  const end = (request: { url: () => string }) => {
    if (!pending.delete(request) || pending.size > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    idle: () =>
      pending.size === 0 ? Promise.resolve() : new Promise((wake) => waiters.push(wake)),
    count: () => pending.size,
    stop: () => {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    },
  };
}

/** How long the network must stay quiet: polling screens ask again only every few seconds. */
const QUIET_MS = 150;
/** A screen that has not settled by then is reported as such. */
const SETTLE_TIMEOUT_MS = 25_000;

async function waitForSettled(page: Page, dialog: boolean, calls: ConsoleRequests) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  const left = () => Math.max(1, deadline - Date.now());
  for (;;) {
    await page.waitForFunction(isScreenSettled, dialog, { timeout: left() });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${calls.count()} requests still running`)),
        left(),
      );
    });
    await Promise.race([calls.idle(), late]).finally(() => clearTimeout(timer));
    // A screen that just rendered may fire its next request on the following tick.
    await page.waitForTimeout(QUIET_MS);
    if (calls.count() === 0 && (await page.evaluate(isScreenSettled, dialog))) return;
  }
}

/** Runs in the page: whether the console shows a finished screen. */
function isScreenSettled(dialog: boolean): boolean {
  const root = document.getElementById('root');
  if (!root || root.childElementCount === 0) return false;
  const busy = document.querySelector(
    '.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]',
  );
  if (busy) return false;
  if (dialog && !document.querySelector('[role="dialog"]')) return false;
  return document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
    );
}

/**
 * Sets the language the console speaks to a signed-in account, as the account screen does; returns
 * the one it had, to put back.
 */
export async function setAccountLanguage(
  baseUrl: string,
  session: { jwt: string },
  language: ConsoleLanguage,
): Promise<ConsoleLanguage> {
  const headers = { authorization: `Bearer ${session.jwt}`, 'content-type': 'application/json' };
  const me = await fetch(`${baseUrl}/API/users/me`, { headers });
  const { languageIso } = (await me.json()) as { languageIso?: string };
  const update = await fetch(`${baseUrl}/API/users/me`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ languageIso: language }),
  });
  if (!update.ok) throw new Error(`language update failed: ${update.status}`);
  return languageIso === 'it' ? 'it' : 'en';
}
