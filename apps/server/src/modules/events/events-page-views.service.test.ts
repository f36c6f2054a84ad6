import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors/error-catalogue';
import { excludedIpSet } from '../search/index';
import type { NewEvent } from './event-writer';
import { EventsService } from './events.service';
import { QueryIdSigner } from './query-id';

const NOW = 1_800_000_000_000;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const shop = { shopId: 's1', published: true, excludedIps: excludedIpSet(['10.0.0.1']) };
const view = { kind: 'page-view', userToken: 'anon-1', device: 'mobile' };

function service(grant?: (wanted: number) => number) {
  const written: NewEvent[] = [];
  const limit = vi.fn();
  const events = new EventsService({
    registry: { get: () => shop },
    writer: { write: (rows) => written.push(...rows) },
    limit,
    queryIds: new QueryIdSigner({ now: () => NOW }),
    ...(grant ? { budget: { grant: (_shop, wanted) => Promise.resolve(grant(wanted)) } } : {}),
    now: () => NOW,
  });
  return { events, written, limit };
}

describe('page views on the events call (docs/product/analytics.md#page-views)', () => {
  it('stores a shopper’s page view as human without any search behind it', async () => {
    const { events, written } = service();
    const origin = { clientIp: '8.8.8.8', userAgent: CHROME };
    expect(await events.receive('k', [view], origin)).toEqual({ accepted: 1, rejected: [] });
    expect(written[0]).toMatchObject({
      kind: 'page-view',
      flag: 'human',
      user_token: 'anon-1',
      device: 'mobile',
      query_id: null,
      occurred_at: NOW,
    });
  });

  it('flags the page views of crawlers and of the shop’s own addresses like any event', async () => {
    const { events, written } = service();
    await events.receive('k', [view], { clientIp: '8.8.8.8', userAgent: GOOGLEBOT });
    await events.receive('k', [view], { clientIp: '10.0.0.1', userAgent: CHROME });
    expect(written.map((row) => row.flag)).toEqual(['bot', 'excluded-ip']);
  });

  it('refuses a page view carrying a search, products or money, by index', async () => {
    const { events, written } = service();
    const origin = { clientIp: '8.8.8.8', userAgent: CHROME };
    const answer = await events.receive(
      'k',
      [view, { ...view, query: 'sofa' }, { ...view, objectIDs: ['p1'] }, { ...view, value: 9 }],
      origin,
    );
    expect(answer).toEqual({
      accepted: 1,
      rejected: [1, 2, 3].map((index) => ({ index, reason: 'invalid-shape' })),
    });
    expect(written).toHaveLength(1);
  });

  it('costs a unit of the address’s limit and of the shop’s event budget each', async () => {
    const { events, written, limit } = service((wanted) => Math.min(wanted, 2));
    const origin = { clientIp: '8.8.8.8', userAgent: CHROME };
    const answer = await events.receive('k', [view, view, view], origin);
    expect(limit).toHaveBeenCalledWith('8.8.8.8', 3);
    expect(answer.rejected).toEqual([{ index: 2, reason: 'shop-budget-spent' }]);
    expect(written).toHaveLength(2);
    limit.mockImplementation(() => {
      throw new AppError('too-many-requests');
    });
    await expect(events.receive('k', [view], origin)).rejects.toThrow(AppError);
    expect(written).toHaveLength(2);
  });
});
