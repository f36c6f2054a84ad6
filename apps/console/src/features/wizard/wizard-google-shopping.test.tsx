import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, signIn, stubApi, withStatus } from '../../test/api-stub';
import { renderRoute } from '../../test/render-with-providers';
import { FIRST_LOAD, freshWizard, GUARD_CALLS, newShop } from './wizard-test-fixtures';

const FEED = 'https://shop.test/feed.xml';
/** The check waits for typing to pause, then for the server: more than a busy runner's second. */
const SLOW = { timeout: 5000 };

function api(handlers: Record<string, unknown> = {}) {
  signIn();
  return stubApi({
    ...GUARD_CALLS,
    'GET /shops': [newShop()],
    'GET /integrations/gs/check-feed': { isReadable: true },
    'POST /integrations/google-shopping': { status: 'OK', id: 'shop-new', key: 'key-new' },
    ...handlers,
  });
}

function urlOf(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The feed's own server answers with a last-modified header: a physical file. */
function serveFeedAsFile(stub: ReturnType<typeof stubApi>) {
  const feedFetch = vi.fn<typeof fetch>((input, init) =>
    urlOf(input) === FEED
      ? Promise.resolve(
          new Response('<rss/>', { headers: { 'Last-Modified': 'Wed, 01 May 2024 10:00:00 GMT' } }),
        )
      : stub(input, init),
  );
  vi.stubGlobal('fetch', feedFetch);
  return feedFetch;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, feedUrl = FEED) {
  await user.click(await screen.findByRole('radio', { name: 'Google Shopping' }, FIRST_LOAD));
  await user.type(screen.getByRole('textbox', { name: 'Website URL' }), 'https://shop.test');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Shop language' }), 'it');
  await user.type(screen.getByRole('textbox', { name: 'Feed URL' }), feedUrl);
}

function next(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Next' });
}

beforeEach(freshWizard);

describe('wizard cms, Google Shopping', { timeout: 20_000 }, () => {
  it('needs website, language and feed URL before Next', async () => {
    api();
    const user = userEvent.setup();
    renderRoute('/wizard/cms');
    await user.click(await screen.findByRole('radio', { name: 'Google Shopping' }, FIRST_LOAD));
    expect(next().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Website URL' }), 'https://shop.test');
    await user.type(screen.getByRole('textbox', { name: 'Feed URL' }), FEED);
    expect(next().disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shop language' }), 'it');
    expect(next().disabled).toBe(false);
  });

  it('checks the feed, asks a sync time for a generated feed and connects with it', async () => {
    const stub = api();
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard/cms');
    await fillForm(user);

    expect(await screen.findByText('Correct feed', {}, SLOW)).toBeTruthy();
    expect(callsTo(stub, 'GET /integrations/gs/check-feed').at(-1)?.query.get('url')).toBe(FEED);
    const time = await screen.findByLabelText(/Daily synchronisation time/);
    expect((time as HTMLInputElement).value).toBe('01:00');

    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/shop'));
    expect(callsTo(stub, 'POST /integrations/google-shopping')[0]?.body).toEqual({
      shopUrl: 'https://shop.test',
      languageIso: 'it',
      feedUrl: FEED,
      preferredSynchronizationTime: '01:00',
    });
    // The shop just connected is preselected on the shop step.
    const website = await screen.findByRole('combobox', { name: 'Website' });
    expect((website as HTMLSelectElement).value).toBe('shop-new');
  });

  it('sends no sync time for a feed that is a physical file', async () => {
    const stub = api();
    const feedFetch = serveFeedAsFile(stub);
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard/cms');
    await fillForm(user);
    await screen.findByText('Correct feed', {}, SLOW);

    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/shop'));
    expect(screen.queryByLabelText(/Daily synchronisation time/)).toBeNull();
    const body = callsTo(stub, 'POST /integrations/google-shopping')[0]?.body;
    expect(body).toEqual({ shopUrl: 'https://shop.test', languageIso: 'it', feedUrl: FEED });
    // The feed was asked directly, without the console's credentials.
    const direct = feedFetch.mock.calls.find(([input]) => urlOf(input) === FEED);
    expect(direct?.[1]?.headers).toBeUndefined();
  });

  it('keeps the form when coming back and does not connect the same feed twice', async () => {
    const stub = api();
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard/cms');
    await fillForm(user);
    await screen.findByText('Correct feed', {}, SLOW);
    await user.click(next());
    await screen.findByRole('combobox', { name: 'Website' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const feed = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Feed URL' });
    expect(feed.value).toBe(FEED);
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/shop'));
    expect(callsTo(stub, 'POST /integrations/google-shopping')).toHaveLength(1);
  });

  it('labels a feed the server cannot read as wrong', async () => {
    api({ 'GET /integrations/gs/check-feed': { isReadable: false } });
    const user = userEvent.setup();
    renderRoute('/wizard/cms');
    await fillForm(user, 'https://shop.test/missing.xml');
    expect(await screen.findByText('Wrong feed', {}, SLOW)).toBeTruthy();
  });

  it('shows a danger toast and stays when connecting fails', async () => {
    api({
      'POST /integrations/google-shopping': withStatus(400, {
        status: 'ERROR',
        code: 'feed-url-invalid',
        message: 'bad',
      }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard/cms');
    await fillForm(user);
    await user.click(next());
    expect(await screen.findByText(/went wrong/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/wizard/cms');
  });

  it("says so when the plan's shop limit refuses the new shop", async () => {
    api({
      'POST /integrations/google-shopping': withStatus(409, {
        status: 'ERROR',
        code: 'shop-limit-reached',
        message: 'limit',
        details: { limit: 3 },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/wizard/cms');
    await fillForm(user);
    await user.click(next());
    expect(await screen.findByText(/plan allows no more shops/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/wizard/cms');
  });
});
