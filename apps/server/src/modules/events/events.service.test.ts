import { createHash } from 'node:crypto';
import { QUERY_ID_MAX_AGE_MS } from '@trova/contracts';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors/error-catalogue';
import { excludedIpSet } from '../search/index';
import type { ShopIndex } from '../search/index';
import type { NewEvent } from './event-writer';
import {
  anonymousUserToken,
  EventsService,
  type EventsServiceDependencies,
} from './events.service';
import { QueryIdSigner } from './query-id';

const NOW = 1_800_000_000_000;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0.0.0 Safari/537.36';
const shop = { shopId: 's1', published: true, excludedIps: excludedIpSet(['10.0.0.1']) };

const queryIds = new QueryIdSigner({ now: () => NOW });

function service(
  entry: Partial<ShopIndex> | null = shop,
  attribution?: EventsServiceDependencies['attribution'],
) {
  const written: NewEvent[] = [];
  const limit = vi.fn();
  const events = new EventsService({
    registry: { get: () => (entry ?? undefined) as ShopIndex | undefined },
    writer: { write: (rows) => written.push(...rows) },
    limit,
    queryIds,
    now: () => NOW,
    ...(attribution ? { attribution } : {}),
  });
  return { events, written, limit };
}

async function codeOf(call: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await call();
  } catch (error) {
    return error instanceof AppError ? error.code : undefined;
  }
  return undefined;
}

const click = { kind: 'click', userToken: 'u', objectIDs: ['p1'] };

describe('events service', () => {
  it('counts the call against the storefront limit before anything else, an event a unit', async () => {
    const { events, limit } = service(null);
    limit.mockImplementation(() => {
      throw new AppError('too-many-requests');
    });
    const origin = { clientIp: '1.2.3.4', userAgent: '' };
    expect(await codeOf(() => events.receive('k', [click, click, click], origin))).toBe(
      'too-many-requests',
    );
    expect(limit).toHaveBeenCalledWith('1.2.3.4', 3);
  });

  it("flags the shop's own staff by address, and keeps their events", async () => {
    const { events, written } = service();
    const origin = { clientIp: '::ffff:10.0.0.1', userAgent: CHROME };
    expect(await events.receive('k', [click, click], origin)).toEqual({
      accepted: 2,
      rejected: [],
    });
    expect(written.map((row) => row.flag)).toEqual(['excluded-ip', 'excluded-ip']);
    expect(written[0]).toMatchObject({ occurred_at: NOW, received_at: NOW, shop_id: 's1' });
  });

  it("counts a human's purchase without queryID once attribution finds its search, before flagging", async () => {
    const searched = queryIds.issue('s1');
    const attribute = vi.fn((_shopId: string, rows: NewEvent[]) => {
      for (const row of rows) if (row.object_ids === '["p1"]') row.query_id = searched;
      return Promise.resolve(1);
    });
    const { events, written } = service(shop, { attribute });
    const purchase = { kind: 'purchase', userToken: 'u', objectIDs: ['p1'] };
    const human = { clientIp: '8.8.8.8', userAgent: CHROME };
    await events.receive('k', [purchase, { ...purchase, objectIDs: ['p2'] }], human);
    expect(written.map((row) => [row.query_id, row.flag])).toEqual([
      [searched, 'human'],
      [null, 'unverified'],
    ]);
    // A bot's or the staff's events count nowhere: the log is not read for them.
    await events.receive('k', [purchase], { clientIp: '10.0.0.1', userAgent: CHROME });
    expect(attribute).toHaveBeenCalledTimes(1);
  });

  it('refuses unknown and unpublished shops', async () => {
    const origin = { clientIp: '', userAgent: '' };
    expect(await codeOf(() => service(null).events.receive('k', [click], origin))).toBe(
      'shop-not-found',
    );
    const unpublished = service({ ...shop, published: false });
    expect(await codeOf(() => unpublished.events.receive('k', [click], origin))).toBe(
      'shop-not-published',
    );
  });

  it('counts a human event only when a queryID issued to its shop in the last day names it', async () => {
    const { events, written } = service();
    const origin = { clientIp: '8.8.8.8', userAgent: CHROME };
    const issued = events.issueQueryId('s1');
    const elsewhere = events.issueQueryId('s2');
    const stale = new QueryIdSigner({ now: () => NOW - QUERY_ID_MAX_AGE_MS - 1000 }).issue('s1');
    const sent = [issued, undefined, elsewhere, 'a'.repeat(32), stale].map((queryID) => ({
      ...click,
      positions: [1],
      ...(queryID ? { queryID } : {}),
    }));
    expect(await events.receive('k', sent, origin)).toEqual({ accepted: 5, rejected: [] });
    expect(written.map((row) => row.flag)).toEqual([
      'human',
      'unverified',
      'unverified',
      'unverified',
      'unverified',
    ]);
    expect(written[0]?.query_id).toBe(issued);
  });

  it('answers over-budget events by index and writes none of them', async () => {
    const written: NewEvent[] = [];
    const events = new EventsService({
      registry: { get: () => shop },
      writer: { write: (rows) => written.push(...rows) },
      limit: vi.fn(),
      queryIds,
      budget: { grant: (_shopId, wanted) => Promise.resolve(Math.min(wanted, 2)) },
      now: () => NOW,
    });
    const origin = { clientIp: '8.8.8.8', userAgent: CHROME };
    const answer = await events.receive('k', [click, { kind: 'view' }, click, click], origin);
    expect(answer).toEqual({
      accepted: 2,
      rejected: [
        { index: 1, reason: 'invalid-shape' },
        { index: 3, reason: 'shop-budget-spent' },
      ],
    });
    expect(written).toHaveLength(2);
  });

  it('records a search with its queryID and result count, preview flagged', () => {
    const { events, written } = service();
    const base = {
      shop,
      queryId: 'b'.repeat(32),
      query: 'scarpe',
      resultCount: 7,
      filters: [],
      sort: null,
      objectIds: ['p1'],
    };
    events.recordSearch({ ...base, preview: false, clientIp: '8.8.8.8', userAgent: CHROME });
    events.recordSearch({ ...base, preview: true, clientIp: '8.8.8.8', userAgent: CHROME });
    events.recordSearch({ ...base, preview: false, userToken: 't', clientIp: '', userAgent: '' });
    expect(written[0]).toMatchObject({
      kind: 'search',
      query_id: 'b'.repeat(32),
      query: 'scarpe',
      result_count: 7,
      flag: 'human',
      user_token: anonymousUserToken('8.8.8.8', CHROME),
    });
    expect(written.map((row) => row.flag)).toEqual(['human', 'preview', 'human']);
    expect(written[2]?.user_token).toBe('t');
  });

  it('records filters, sort, device and the products shown with a search', () => {
    const { events, written } = service();
    const base = { shop, queryId: 'c'.repeat(32), query: 'divano', resultCount: 30 };
    const origin = { clientIp: '8.8.8.8', userAgent: CHROME, preview: false };
    events.recordSearch({
      ...base,
      ...origin,
      filters: ['color:rosso', 'price:10..'],
      sort: 'selling_price:asc',
      objectIds: ['p3', 'p1'],
      device: 'mobile',
    });
    events.recordSearch({ ...base, ...origin, filters: [], sort: null, objectIds: null });
    expect(written[0]).toMatchObject({
      filters: '["color:rosso","price:10.."]',
      sort: 'selling_price:asc',
      object_ids: '["p3","p1"]',
      device: 'mobile',
    });
    // A later page: no products at positions 1…12; no device sent: none stored.
    expect(written[1]).toMatchObject({ filters: '[]', sort: null, object_ids: null, device: null });
  });

  it('derives a stable, opaque token from address and agent', () => {
    const token = anonymousUserToken('8.8.8.8', CHROME);
    expect(token).toMatch(/^anon:[a-f0-9]{32}$/);
    expect(anonymousUserToken('8.8.8.8', CHROME)).toBe(token);
    expect(anonymousUserToken('8.8.4.4', CHROME)).not.toBe(token);
  });

  it('gives the hash of address and agent whether kept or not, past the memo bounds too', () => {
    const hashed = (ip: string, agent: string) =>
      `anon:${createHash('sha256').update(`${ip}\n${agent}`).digest('hex').slice(0, 32)}`;
    const long = CHROME.repeat(40);
    expect(anonymousUserToken('9.9.9.9', long)).toBe(hashed('9.9.9.9', long));
    // More pairs than the memo holds: it starts again, and every token stays the hash.
    for (let i = 0; i < 5000; i++) anonymousUserToken(`10.1.${i >> 8}.${i & 255}`, CHROME);
    expect(anonymousUserToken('10.1.0.7', CHROME)).toBe(hashed('10.1.0.7', CHROME));
    expect(anonymousUserToken('8.8.8.8', CHROME)).toBe(hashed('8.8.8.8', CHROME));
  });
});
