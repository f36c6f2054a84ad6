import { describe, expect, it, vi } from 'vitest';
import type { EventShop } from './events.service';
import { InsightsError } from './insights-event';
import { INSIGHTS_OK, InsightsService } from './insights.service';

const NOW = 1_800_000_000_000;
const shop: EventShop = { shopId: 's1', published: true, excludedIps: new Set() };
const origin = { clientIp: '8.8.8.8', userAgent: 'Mozilla/5.0' };
const view = { eventType: 'view', eventName: 'Hits Viewed', index: 'key', userToken: 'u1' };

function service(entry: EventShop | undefined = shop) {
  const receive = vi.fn(() => Promise.resolve({ accepted: 0, rejected: [] }));
  const limit = vi.fn();
  const insights = new InsightsService({
    events: { receive },
    registry: { get: (key) => (key === 'key' ? entry : undefined) },
    now: () => NOW,
    limit,
  });
  return { insights, receive, limit };
}

async function statusOf(call: () => Promise<unknown>): Promise<number | undefined> {
  try {
    await call();
  } catch (error) {
    if (error instanceof InsightsError) return error.status;
    throw error;
  }
  return undefined;
}

describe('insights service', () => {
  it('refuses missing or unknown credentials and unpublished shops with a 403', async () => {
    const body = { events: [view] };
    const { insights, receive } = service();
    const send = (applicationId: string | undefined, apiKey: string | undefined) =>
      statusOf(() => insights.receive({ applicationId, apiKey }, body, origin));
    expect(await send(undefined, 'key')).toBe(403);
    expect(await send('trova', undefined)).toBe(403);
    expect(await send('trova', 'other')).toBe(403);
    const hidden = service({ ...shop, published: false }).insights;
    expect(
      await statusOf(() => hidden.receive({ applicationId: 'a', apiKey: 'key' }, body, origin)),
    ).toBe(403);
    expect(receive).not.toHaveBeenCalled();
  });

  it('charges the address for a refused body too, one unit an event sent', async () => {
    // Else refusals (a bad key, a malformed event) would parse 1,000 events a call, unlimited.
    const { insights, receive, limit } = service();
    const bad = { events: [view, { ...view, eventType: 42 }] };
    const key = { applicationId: 'trova', apiKey: 'key' };
    expect(await statusOf(() => insights.receive(key, bad, origin))).toBe(422);
    expect(await statusOf(() => insights.receive({ ...key, apiKey: 'other' }, bad, origin))).toBe(
      403,
    );
    expect(limit.mock.calls).toEqual([
      ['8.8.8.8', 2],
      ['8.8.8.8', 2],
    ]);
    expect(receive).not.toHaveBeenCalled();
  });

  it('hands the native call what it keeps, charging the address one unit an event sent', async () => {
    const { insights, receive } = service();
    const filterClick = { ...view, eventType: 'click', filters: ['brand:Nike'] };
    const answer = await insights.receive(
      { applicationId: 'trova', apiKey: 'key' },
      { events: [view, view, filterClick] },
      origin,
    );
    expect(answer).toEqual(INSIGHTS_OK);
    expect(receive).toHaveBeenCalledWith(
      'key',
      [{ kind: 'page-view', userToken: 'u1' }],
      origin,
      3,
    );
  });
});
