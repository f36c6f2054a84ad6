import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResponse } from '@trova/contracts';
import { callsTo, signIn, stubApi, withStatus } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { configurationApi, configuredShop } from '../configuration/configuration.fixtures';
import { editConfiguration, resetConfiguration } from '../configuration/configuration-store';
import { markConfigurationSaved } from '../configuration/configuration-store';
import { setCurrentShopId } from '../shops/current-shop-store';

const SLOW = { timeout: 5000 };
const shop = configuredShop({ is_active: false });
const TOKEN = { token: 'preview.jwt', expiresAt: Math.floor(Date.now() / 1000) + 1800 };

const explained: SearchResponse = {
  results: [
    {
      header: { externalId: 'sofa-1', imagePrefix: '' },
      data: { title: 'Divano blu', image: [], url: 'https://shop.test/sofa-1' },
      pricing: { sellingPrice: 499, currency: 'EUR' },
      explain: {
        decidedBy: 'typo',
        rules: { typo: 30, words: 1 },
        matchedFields: ['title'],
        typos: 1,
      },
    },
  ],
  results_count: 1,
  stats: {},
};

function api(handlers: Record<string, unknown> = {}) {
  return stubApi(
    configurationApi(shop, {
      [`GET /shops/${shop.id}/preview-token`]: TOKEN,
      [`GET /shops/${shop.key}/search`]: explained,
      ...handlers,
    }),
  );
}

async function frameDocument(): Promise<string> {
  const frame = await screen.findByTitle('Storefront preview', {}, SLOW);
  return frame.getAttribute('srcdoc') ?? '';
}

beforeEach(() => {
  signIn();
  setCurrentShopId(shop.id);
});
afterEach(() => resetConfiguration());

describe('PreviewPage', () => {
  it("loads the shop's layer at its version with a preview token, even unpublished", async () => {
    api();
    renderRoute('/preview');
    const html = await frameDocument();
    expect(html).toContain(`src="http://trova.test/layer/latest/loader.js?key=${shop.key}"`);
    expect(html).toContain('data-trova-preview="preview.jwt"');
    expect(html).toContain('data-trova-api="http://trova.test"');
    expect(screen.getByText(/This shop is not published/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: /menu/i })).toBeNull();
  });

  it('reloads the layer at the version chosen on the page, and previews an unsaved version pick', async () => {
    api();
    act(() => markConfigurationSaved(shop));
    act(() =>
      editConfiguration('setup', (setup) => ({
        ...setup,
        config: { ...setup.config, layerVersion: '2.3.6' },
      })),
    );
    const { router } = renderRoute('/preview');
    expect(await frameDocument()).toContain('/layer/2.3.6/loader.js');
    expect(screen.getByText(/1 unsaved change/)).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Layer version'), 'latest');
    await waitFor(async () => expect(await frameDocument()).toContain('/layer/latest/loader.js'));
    expect(router.state.location.search).toContain('version=latest');
  });

  it('shows the mobile storefront at a phone width', async () => {
    api();
    renderRoute('/preview?device=mobile');
    const frame = await screen.findByTitle('Storefront preview', {}, SLOW);
    expect(frame.parentElement?.style.width).toBe('390px');
  });

  it('explains each product’s rank for a query typed in the dialog', async () => {
    const stub = api();
    const { router } = renderRoute('/preview');
    await frameDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Explain ranking' }));
    const dialog = await screen.findByRole('dialog', { name: /Why products rank/ });
    await userEvent.type(within(dialog).getByLabelText('Query'), 'divano');

    expect(await within(dialog).findByText('Divano blu', {}, SLOW)).toBeTruthy();
    const row = within(dialog).getByText('Divano blu').closest('tr') as HTMLElement;
    expect(within(row).getByText('Typo score', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(within(row).getByText('title')).toBeTruthy();
    expect(within(row).getByText('Words: 1')).toBeTruthy();
    expect(within(row).getByText('Typo score: 30')).toBeTruthy();

    const calls = () => callsTo(stub, `GET /shops/${shop.key}/search`);
    await waitFor(() => expect(calls().at(-1)?.query.get('q')).toBe('divano'), SLOW);
    const last = calls().at(-1);
    expect(last?.query.get('explain')).toBe('1');
    expect(last?.query.get('preview')).toBe('preview.jwt');
    expect(router.state.location.search).toContain('action=explain');
    expect(router.state.location.search).toContain('q=divano');
  });

  it('names the Visual Machine campaign that placed a product', async () => {
    const pinned: SearchResponse = {
      ...explained,
      results: [
        {
          ...explained.results[0]!,
          explain: {
            decidedBy: 'pin',
            rules: { words: 1 },
            matchedFields: ['title'],
            typos: 0,
            campaign: 'Sofa week',
          },
        },
      ],
    };
    api({ [`GET /shops/${shop.key}/search`]: pinned });
    renderRoute('/preview?action=explain&q=divano');
    const dialog = await screen.findByRole('dialog', { name: /Why products rank/ }, SLOW);
    const title = await within(dialog).findByText('Divano blu', {}, SLOW);
    const row = title.closest('tr') as HTMLElement;
    expect(within(row).getByText('Pinned', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(within(row).getByText('Campaign: Sofa week')).toBeTruthy();
  });

  it('shows what learned ranking knew of a product it placed', async () => {
    const learned: SearchResponse = {
      ...explained,
      results: [
        {
          ...explained.results[0]!,
          explain: {
            decidedBy: 'learned',
            rules: { words: 1, learned: 12 },
            matchedFields: ['title'],
            typos: 0,
            learned: { source: 'query', score: 0.4, clicks: 40, carts: 3, purchases: 1, days: 30 },
          },
        },
      ],
    };
    api({ [`GET /shops/${shop.key}/search`]: learned });
    renderRoute('/preview?action=explain&q=divano');
    const dialog = await screen.findByRole('dialog', { name: /Why products rank/ }, SLOW);
    const title = await within(dialog).findByText('Divano blu', {}, SLOW);
    const row = title.closest('tr') as HTMLElement;
    expect(
      within(row).getByText('Learned from shoppers', { selector: '.mantine-Badge-label' }),
    ).toBeTruthy();
    expect(within(row).getByText('Learned from shoppers: 12')).toBeTruthy();
    expect(
      within(row).getByText('Learned from 40 clicks, 3 carts, 1 purchase in 30 days'),
    ).toBeTruthy();
  });

  it('says so when the preview token is refused, instead of a blank page', async () => {
    api({
      [`GET /shops/${shop.id}/preview-token`]: withStatus(404, {
        status: 'ERROR',
        code: 'shop-not-found',
        message: 'Not found',
      }),
    });
    renderRoute('/preview');
    expect(await screen.findByText('This shop no longer exists.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTitle('Storefront preview')).toBeNull();
  });

  it('asks a visitor without a session to sign in', async () => {
    window.localStorage.clear();
    api();
    renderRoute('/preview');
    expect(await screen.findByText(/Sign in to preview/, {}, SLOW)).toBeTruthy();
  });
});
