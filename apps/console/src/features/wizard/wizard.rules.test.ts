import { defaultSetup, PLATFORMS, platformNeedsVersion, type Platform } from '@trova/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  isCmsNextDisabled,
  isSectorChosen,
  isSetupReadyToFinish,
  probePhysicalFeed,
  shopsWaitingForSetup,
  type CmsChoice,
} from './wizard.rules';

const EMPTY_GS = { shopUrl: '', languageIso: '', feedUrl: '' };

function choice(changes: Partial<CmsChoice>): CmsChoice {
  return { platform: null, version: null, shopifyDomain: '', googleShopping: EMPTY_GS, ...changes };
}

describe('isSectorChosen', () => {
  it('requires a sector', () => {
    expect(isSectorChosen(null)).toBe(false);
    expect(isSectorChosen('  ')).toBe(false);
    expect(isSectorChosen('Fashion')).toBe(true);
  });
});

describe('isCmsNextDisabled', () => {
  it('is disabled until a platform is chosen', () => {
    expect(isCmsNextDisabled(choice({}))).toBe(true);
  });

  it('needs a version for platforms with versions only', () => {
    expect(isCmsNextDisabled(choice({ platform: 'woocommerce' }))).toBe(true);
    expect(isCmsNextDisabled(choice({ platform: 'magento-1', version: '' }))).toBe(true);
    expect(isCmsNextDisabled(choice({ platform: 'magento-2', version: '2.4' }))).toBe(false);
    expect(isCmsNextDisabled(choice({ platform: 'woocommerce', version: '9.x' }))).toBe(false);
  });

  it('never lets Magento 1 through: it is offered through a Google Shopping feed', () => {
    expect(isCmsNextDisabled(choice({ platform: 'magento-1', version: '1.9' }))).toBe(true);
  });

  it('lets exempt platforms without own fields through with no version', () => {
    for (const platform of ['prestashop', 'custom-integration', 'storeden'] as const) {
      expect(isCmsNextDisabled(choice({ platform }))).toBe(false);
    }
  });

  it('asks exactly the documented platforms for a version', () => {
    const withVersions = PLATFORMS.filter((platform: Platform) => platformNeedsVersion(platform));
    expect(withVersions).toEqual(['magento-1', 'magento-2', 'woocommerce']);
  });

  it('needs a Shopify domain that is not blank', () => {
    expect(isCmsNextDisabled(choice({ platform: 'shopify', shopifyDomain: '   ' }))).toBe(true);
    expect(
      isCmsNextDisabled(choice({ platform: 'shopify', shopifyDomain: 'a.myshopify.com' })),
    ).toBe(false);
  });

  it('needs website, language and feed URL for Google Shopping', () => {
    const full = {
      shopUrl: 'https://shop.it',
      languageIso: 'it',
      feedUrl: 'https://shop.it/f.xml',
    };
    expect(isCmsNextDisabled(choice({ platform: 'google-shopping', googleShopping: full }))).toBe(
      false,
    );
    for (const field of ['shopUrl', 'languageIso', 'feedUrl'] as const) {
      const missing = { ...full, [field]: ' ' };
      expect(
        isCmsNextDisabled(choice({ platform: 'google-shopping', googleShopping: missing })),
      ).toBe(true);
    }
  });
});

describe('probePhysicalFeed', () => {
  it('calls a feed with a last-modified header a file, without sending credentials', async () => {
    const fetchFeed = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response('<rss/>', { headers: { 'Last-Modified': 'Wed, 01 May 2024 10:00:00 GMT' } }),
      ),
    );
    expect(await probePhysicalFeed(' https://shop.it/feed.xml ', fetchFeed)).toBe(true);
    const [url, init] = fetchFeed.mock.calls[0]!;
    expect(url).toBe('https://shop.it/feed.xml');
    expect(init?.credentials).toBe('omit');
    expect(init?.headers).toBeUndefined();
  });

  it('calls a generated feed, without last-modified, not a file', async () => {
    const fetchFeed = vi.fn<typeof fetch>(() => Promise.resolve(new Response('<rss/>')));
    expect(await probePhysicalFeed('https://shop.it/feed.php', fetchFeed)).toBe(false);
  });

  it('treats an unreachable or cross-origin-blocked feed as not a file', async () => {
    const fetchFeed = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await probePhysicalFeed('https://elsewhere.example/feed.xml', fetchFeed)).toBe(false);
  });

  it('does not trust the header of an error page', async () => {
    const fetchFeed = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response('gone', {
          status: 404,
          headers: { 'Last-Modified': 'Wed, 01 May 2024 10:00:00 GMT' },
        }),
      ),
    );
    expect(await probePhysicalFeed('https://shop.it/missing.xml', fetchFeed)).toBe(false);
  });
});

describe('isSetupReadyToFinish', () => {
  const query = { title: { label: 'Title', text: 'full', typoTolerance: 'fuzzy2' } };
  const results = { title: { label: 'Title', value: 'title' } };

  function setupWith(selectorId: string, withQuery = true, withResults = true) {
    const setup = defaultSetup();
    return {
      ...setup,
      query: withQuery ? query : {},
      results: withResults ? results : {},
      config: { ...setup.config, selector: { ...setup.config.selector, selectorId } },
    };
  }

  it('needs query, results and a selector id', () => {
    expect(isSetupReadyToFinish(setupWith('#search'))).toBe(true);
    expect(isSetupReadyToFinish(setupWith('#search', false))).toBe(false);
    expect(isSetupReadyToFinish(setupWith('#search', true, false))).toBe(false);
    expect(isSetupReadyToFinish(setupWith('  '))).toBe(false);
  });

  it('is not ready without a setup', () => {
    expect(isSetupReadyToFinish(null)).toBe(false);
    expect(isSetupReadyToFinish(defaultSetup())).toBe(false);
  });
});

describe('shopsWaitingForSetup', () => {
  it('keeps the shops nobody has set up yet', () => {
    const shops = [
      { id: 'new', setup: null },
      { id: 'done', setup: defaultSetup() },
    ];
    expect(shopsWaitingForSetup(shops).map((shop) => shop.id)).toEqual(['new']);
  });
});
