import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { PLATFORM_ERROR_CODES, type Notification } from '@trova/contracts';
import { i18n } from '../../i18n/i18n';
import en from '../../i18n/locales/en.json';
import itTexts from '../../i18n/locales/it.json';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationDetail } from './notification-detail';

const now = Math.floor(Date.now() / 1000);

function notification(code: string, detail: Record<string, unknown>): Notification {
  return {
    id: 'n1',
    code,
    createdAt: now - 60,
    readAt: null,
    payload: { shopId: 's1', feedUrl: 'https://shop.example/feed.xml' },
    detail,
  } as Notification;
}

/** Every text of the English catalogue's notification detail, to find any that leaks into Italian. */
function englishTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value.replace(/\{\{\w+\}\}.*$/, '').trim()];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(englishTexts);
}

async function renderInItalian(entry: Notification): Promise<string> {
  await act(() => i18n.changeLanguage('it'));
  renderWithProviders(
    <section aria-label="detail">
      <NotificationDetail notification={entry} onBack={() => undefined} onGoTo={() => undefined} />
    </section>,
  );
  return screen.getByRole('region', { name: 'detail' }).textContent ?? '';
}

function expectNoEnglishNorRawKeys(text: string): void {
  for (const english of englishTexts(en.notifications.detail).filter((s) => s.length > 3)) {
    expect(text).not.toContain(english);
  }
  for (const raw of [/itemErrors/, /warningCount/, /\boutcome\b/, /\blimit\b/, /\[\]/, /\{/]) {
    expect(text).not.toMatch(raw);
  }
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('notification detail in Italian', () => {
  it('summarises a partial sync: counts, first item errors, warnings; empty lists left out', async () => {
    const text = await renderInItalian(
      notification('synchronization-complete', {
        outcome: 'partial',
        format: 'rss',
        items: 1200,
        products: 1190,
        itemErrorCount: 10,
        itemErrors: [
          {
            index: 4,
            id: 'SKU-5',
            code: 'price-invalid',
            field: 'price',
            reason: 'invalid price "abc"',
          },
          { index: 9, code: 'field-missing', field: 'title', reason: 'title: missing' },
          // A detail stored before item errors had codes: its English reason is not shown.
          { index: 11, reason: 'title: Too big: expected string to have <=5000 characters' },
        ],
        warningCount: 0,
        warnings: [],
        skus: 1190,
        deleted: 3,
      }),
    );
    expect(screen.getByText('Esito')).toBeTruthy();
    expect(text).toContain('Parziale');
    expect(screen.getByText('Elementi scartati per errori')).toBeTruthy();
    expect(text).toContain('elemento SKU-5: price non è un prezzo valido');
    expect(text).toContain('elemento 10: manca title');
    expect(text).toContain("elemento 12: l'elemento non è valido");
    expect(text).not.toMatch(/invalid|missing|Too big/);
    expect(screen.getByText('Prodotti rimossi')).toBeTruthy();
    expect(screen.queryByText('Difetti corretti')).toBeNull();
    expectNoEnglishNorRawKeys(text);
  });

  it('names the feed limit a refused feed crossed, without the server message', async () => {
    const text = await renderInItalian(
      notification('gs-bad-feed', {
        code: 'feed-limit-exceeded',
        message: 'an item has too many elements (limit maxItemElements)',
        limit: 'maxItemElements',
        itemErrors: [],
        warnings: [],
      }),
    );
    expect(text).toContain('Il feed supera uno dei limiti dei feed');
    expect(text).toContain('Tag in un elemento (al massimo 2.000)');
    expect(text).not.toContain('too many elements');
    expectNoEnglishNorRawKeys(text);
  });

  it('explains a slow feed and its repaired defects', async () => {
    const text = await renderInItalian(
      notification('gs-bad-feed', {
        code: 'feed-too-slow',
        message: 'the feed arrived slower than the floor',
        warningCount: 1,
        warnings: [{ index: 2, kind: 'bare-ampersand', count: 3 }],
        itemErrors: [],
      }),
    );
    expect(text).toContain('Il feed si scarica troppo lentamente');
    expect(text).toContain('elemento 3: una & isolata tenuta come testo (3 volte)');
    expectNoEnglishNorRawKeys(text);
  });

  it('words a forbidden feed address, and any reason it has no words for, in Italian', async () => {
    const forbidden = await renderInItalian(
      notification('synchronization-failed', {
        code: 'feed-url-forbidden',
        message: 'the feed URL resolves to a private address',
      }),
    );
    expect(forbidden).toContain("L'indirizzo del feed porta a un indirizzo di rete privato");
    expect(forbidden).not.toContain('resolves');
    cleanup();
    const unknown = await renderInItalian(
      notification('synchronization-failed', { code: 'feed-new-kind', message: 'a new failure' }),
    );
    expect(unknown).toContain('Il feed non si è potuto usare');
    expect(unknown).not.toContain('a new failure');
  });

  it("words a platform shop's failure from its code, never the server's English", async () => {
    const italian: Record<string, string> = itTexts.notifications.detail.reasons;
    for (const code of PLATFORM_ERROR_CODES) {
      const text = await renderInItalian(
        notification('synchronization-failed', {
          code,
          message: 'WooCommerce answered 401 Unauthorized',
        }),
      );
      expect(italian[code]).toBeTruthy();
      expect(text).toContain(italian[code]);
      expect(text).not.toContain('Unauthorized');
      expect(text).not.toContain('Il feed non si è potuto usare');
      expectNoEnglishNorRawKeys(text);
      cleanup();
    }
  });

  it('words a Shopify shop stopped by a missing Shopify app', async () => {
    const text = await renderInItalian(
      notification('synchronization-failed', {
        code: 'shopify-not-configured',
        message: 'the Shopify app is not configured',
      }),
    );
    expect(text).toContain('Shopify non è configurato su questa installazione di Trova');
    expect(text).not.toContain('the Shopify app');
  });
});
