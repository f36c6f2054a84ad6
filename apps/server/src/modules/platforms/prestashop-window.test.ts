import { describe, expect, it } from 'vitest';
import { PRESTASHOP_FAKE_KEY, startPrestaShopFake } from './fakes/prestashop/prestashop.fake';
import { PlatformHttp } from './platform-http';
import { createPrestaShopClient } from './prestashop.client';
import { narrowPrestaShopWindow } from './prestashop-window';

const NOW = Date.UTC(2026, 10, 29, 12, 0, 0) / 1000;
const HOUR = 3600;

describe('narrowPrestaShopWindow', () => {
  // Europe/Rome in November is UTC+1: a change at 11:50 UTC is written "12:50:00".
  it('cuts the window by the newest date: a fresh change bounds the zone', () => {
    const rows = [
      { id: '1', dateUpd: '2026-11-29 08:00:00' }, // 07:00 UTC, before `since`
      { id: '2', dateUpd: '2026-11-29 12:20:00' }, // 11:20 UTC, after `since`
      { id: '3', dateUpd: '2026-11-29 12:50:00' }, // 11:50 UTC
    ];
    expect(narrowPrestaShopWindow(rows, NOW - HOUR, NOW)).toEqual(['2', '3']);
  });

  it('keeps the whole 12-hour window when nothing bounds the zone', () => {
    const rows = [{ id: '1', dateUpd: '2026-11-29 00:30:00' }];
    expect(narrowPrestaShopWindow(rows, NOW - HOUR, NOW)).toEqual(['1']);
  });

  it('never lets a date in every zone’s future narrow the window', () => {
    const rows = [
      { id: '1', dateUpd: '2026-11-29 05:00:00' },
      { id: '9', dateUpd: '2031-01-01 00:00:00' },
    ];
    expect(narrowPrestaShopWindow(rows, NOW - HOUR, NOW)).toEqual(['1', '9']);
  });

  it('keeps a change west of UTC (New York, UTC−5) that happened after `since`', () => {
    const rows = [{ id: '4', dateUpd: '2026-11-29 06:30:00' }]; // 11:30 UTC
    expect(narrowPrestaShopWindow(rows, NOW - HOUR, NOW)).toEqual(['4']);
  });
});

describe('PrestaShop poll of a shop whose zone is unknown', () => {
  it('reads in full only the products changed since the cursor, not 12 hours of them', async () => {
    let clock = NOW - 5 * HOUR;
    const fake = await startPrestaShopFake({ timeZone: 'Europe/Rome', now: () => clock });
    try {
      fake.updateProduct(1, {}); // 5 hours ago: before the cursor
      clock = NOW - 10 * 60;
      fake.updateProduct(2, {}); // 10 minutes ago
      const http = new PlatformHttp({
        platform: 'PrestaShop',
        allowTarget: ({ port }) => port === fake.port,
        sleep: () => Promise.resolve(),
      });
      const client = createPrestaShopClient(
        { platform: 'prestashop', storeUrl: fake.url, webserviceKey: PRESTASHOP_FAKE_KEY },
        http,
        { languageIso: 'it', now: () => NOW },
      );
      const ids: string[] = [];
      for await (const changes of client.changedSince(NOW - HOUR)) {
        ids.push(...changes.upserts.map((p) => p.id), ...changes.gone);
      }
      expect(ids).toEqual(['2']);
      const full = fake.requests.filter(
        (r) => r.query.display === 'full' && r.path === '/api/products',
      );
      expect(full.map((r) => r.query['filter[id]'])).toEqual(['[2]']);
    } finally {
      await fake.close();
    }
  });
});
