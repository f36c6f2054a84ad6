import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConfigurationRevision, RevisionPage, Shop } from '@trova/contracts';
import { callsTo, signIn, stubApi, withStatus, type StubRequest } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import {
  editConfiguration,
  getConfigurationState,
  resetConfiguration,
} from '../configuration/configuration-store';
import { configurationApi, configuredShop } from '../configuration/configuration.fixtures';
import { setCurrentShopId } from '../shops/current-shop-store';
import { shopKeys } from '../shops/shop-keys';

const SLOW = { timeout: 5000 };
const now = Math.floor(Date.now() / 1000);
const shop = configuredShop();

function revision(overrides: Partial<ConfigurationRevision>): ConfigurationRevision {
  return {
    revision: 1,
    createdAt: now - 300,
    origin: 'save',
    sections: ['fineTuning'],
    restoredFrom: null,
    author: 'anna@negozio.it',
    changes: [],
    changeCount: 0,
    ...overrides,
  };
}

const newest = revision({
  revision: 3,
  changes: [{ path: ['fineTuning', 'stopwords'], kind: 'changed', before: [], after: ['the'] }],
  changeCount: 3,
});
const upload = revision({ revision: 2, origin: 'upload', sections: ['seo'], author: null });
const wizard = revision({ revision: 1, origin: 'wizard', sections: ['setup'] });

/** Two revisions a page, as the server pages them: newest first, `from` an offset. */
function revisionPages(request: StubRequest): RevisionPage {
  const all = [newest, upload, wizard];
  const from = Number(request.query.get('from'));
  return { items: all.slice(from, from + 2), total: all.length, current: 3 };
}

async function openFineTuning(path: string, handlers: Record<string, unknown> = {}) {
  const stub = stubApi(
    configurationApi(shop, { 'GET /shops/shop-1/revisions': revisionPages, ...handlers }),
  );
  const view = renderRoute(path);
  await screen.findByRole('heading', { name: 'Fine Tuning' }, SLOW);
  return { stub, ...view };
}

beforeEach(() => {
  signIn();
  setCurrentShopId('shop-1');
});

afterEach(() => {
  resetConfiguration();
});

describe('configuration history', () => {
  it('lists revisions from the save bar, newest first and paged, and Back closes it', async () => {
    const user = userEvent.setup();
    const { router } = await openFineTuning('/fineTuning');
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configuration history' });
    expect(router.state.location.search).toBe('?action=history');

    const first = await within(dialog).findByRole('listitem', { name: 'Revision 3' });
    expect(within(first).getByText('Current')).toBeTruthy();
    expect(within(first).getByText(/5 minutes ago/)).toBeTruthy();
    expect(within(first).getByText(/by anna@negozio\.it/)).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Roll back' })).toBeNull();
    const second = within(dialog).getByRole('listitem', { name: 'Revision 2' });
    expect(within(second).getByText('Upload')).toBeTruthy();
    expect(within(second).getByText('SEO translations')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Roll back' })).toBeTruthy();

    await user.click(within(first).getByRole('button', { name: 'Show changes (3)' }));
    const changes = within(first).getByRole('table', { name: 'Changes of revision 3' });
    expect(within(changes).getByText('fineTuning.stopwords')).toBeTruthy();
    expect(within(changes).getByText('["the"]')).toBeTruthy();
    expect(within(first).getByText('and 2 more')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByRole('listitem', { name: 'Revision 1' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('opens from its URL', async () => {
    await openFineTuning('/fineTuning?action=history');
    const dialog = await screen.findByRole('dialog', { name: 'Configuration history' }, SLOW);
    expect(await within(dialog).findByText('Revision 3')).toBeTruthy();
  });

  it('rolls back after a confirmation: new baseline, refreshed list, indexing re-checked', async () => {
    const user = userEvent.setup();
    const restored: Shop = { ...shop, fineTuning: { ...shop.fineTuning!, stopwords: ['e'] } };
    const { stub, queryClient } = await openFineTuning('/fineTuning?action=history', {
      'POST /shops/shop-1/revisions/2/rollback': [restored],
      'GET /shops/shop-1/status': { isIndexing: false },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Configuration history' }, SLOW);
    const item = await within(dialog).findByRole('listitem', { name: 'Revision 2' });
    const listsBefore = callsTo(stub, 'GET /shops/shop-1/revisions').length;
    const checksBefore = callsTo(stub, 'GET /shops/shop-1/status').length;

    await user.click(within(item).getByRole('button', { name: 'Roll back' }));
    await user.click(within(item).getByRole('button', { name: 'Confirm rollback' }));

    expect(await screen.findByText('Configuration rolled back to revision 2')).toBeTruthy();
    expect(callsTo(stub, 'POST /shops/shop-1/revisions/2/rollback')).toHaveLength(1);
    expect(getConfigurationState()).toMatchObject({ shopId: 'shop-1', history: [] });
    expect(getConfigurationState().draft?.fineTuning.stopwords).toEqual(['e']);
    expect(queryClient.getQueryData<Shop[]>(shopKeys.list)?.[0]?.fineTuning?.stopwords).toEqual([
      'e',
    ]);
    await waitFor(() =>
      expect(callsTo(stub, 'GET /shops/shop-1/revisions').length).toBeGreaterThan(listsBefore),
    );
    await waitFor(
      () => expect(callsTo(stub, 'GET /shops/shop-1/status').length).toBeGreaterThan(checksBefore),
      { timeout: 2500 },
    );
  });

  it('waits for unsaved edits to be saved or discarded before rolling back', async () => {
    await openFineTuning('/fineTuning');
    await waitFor(() => expect(getConfigurationState().shopId).toBe('shop-1'));
    act(() => editConfiguration('fineTuning', (current) => ({ ...current, stopwords: ['x'] })));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configuration history' });
    expect(
      within(dialog).getByText(
        'You have unsaved changes: save or discard them before rolling back.',
      ),
    ).toBeTruthy();
    const item = await within(dialog).findByRole('listitem', { name: 'Revision 2' });
    expect(within(item).getByRole('button', { name: 'Roll back' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says when nothing was saved yet', async () => {
    await openFineTuning('/fineTuning?action=history', {
      'GET /shops/shop-1/revisions': { items: [], total: 0, current: null },
    });
    expect(await screen.findByText('No saved changes yet.', {}, SLOW)).toBeTruthy();
  });

  it('explains a failed load with a retry', async () => {
    await openFineTuning('/fineTuning?action=history', {
      'GET /shops/shop-1/revisions': withStatus(500, { status: 'ERROR', code: 'internal-error' }),
    });
    expect(await screen.findByText('The history could not be loaded.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('points to the history when the stored configuration could not be read', async () => {
    const user = userEvent.setup();
    stubApi(
      configurationApi(
        configuredShop({ configurationError: 'configuration-corrupt', fineTuning: null }),
        { 'GET /shops/shop-1/revisions': revisionPages },
      ),
    );
    renderRoute('/fineTuning');
    const banner = await screen.findByRole('alert', {}, SLOW);
    expect(within(banner).getByText('The saved configuration could not be read')).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: 'Open the history' }));
    expect(await screen.findByRole('dialog', { name: 'Configuration history' })).toBeTruthy();
  });
});
