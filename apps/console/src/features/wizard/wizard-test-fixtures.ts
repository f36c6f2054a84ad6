import type { Shop } from '@trova/contracts';
import { resetWizard } from './wizard-store';

/** A shop just registered by a plugin or a feed: no sync, no setup. */
export function newShop(overrides: Partial<Shop> = {}): Shop {
  return {
    id: 'shop-new',
    key: 'key-new',
    url: 'https://www.negozio.it',
    sector: null,
    cms: { type: 'google-shopping', version: null },
    cms_data: { feedUrl: 'https://www.negozio.it/feed.xml' },
    is_active: false,
    isSynchronizing: false,
    isIndexing: false,
    skus: 0,
    requests: 0,
    language_iso: 'it',
    editable_widgets: [],
    configurable_attributes: [],
    last_sync_start_time: null,
    last_index_start_time: null,
    last_index_end_time: null,
    setup: null,
    fineTuning: null,
    layout: null,
    ...overrides,
  };
}

/** Calls every signed-in screen makes through the guard, answered as for a new customer. */
export const GUARD_CALLS = {
  'GET /users/me': { status: 'ERROR' },
  'GET /customers/me/plan': [],
  'GET /notifications/count': { unread: 0 },
};

/** The wizard's choices live in module state; each test starts from a fresh wizard. */
export function freshWizard(): void {
  resetWizard();
}

/** The first screen of a test waits for its lazy route chunks, which a cold run compiles. */
export const FIRST_LOAD = { timeout: 15_000 };
