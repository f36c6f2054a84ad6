import { describe, expect, it } from 'vitest';
import { parseTrafficArgs } from './simulate-traffic.args';

describe('parseTrafficArgs', () => {
  it('reads a backdated run with defaults', () => {
    expect(parseTrafficArgs(['--days', '90'])).toEqual({
      mode: 'backdated',
      days: 90,
      shoppersPerDay: 40,
      seed: 1,
    });
    expect(
      parseTrafficArgs([
        '--days',
        '3',
        '--shop-key',
        'k1',
        '--shoppers-per-day',
        '5',
        '--seed',
        '9',
      ]),
    ).toEqual({ mode: 'backdated', days: 3, shopKey: 'k1', shoppersPerDay: 5, seed: 9 });
  });

  it('reads a live run over HTTP', () => {
    expect(
      parseTrafficArgs([
        '--url',
        'http://127.0.0.1:3000/',
        '--shop-key',
        'k1',
        '--excluded-ip',
        '203.0.113.7',
      ]),
    ).toEqual({
      mode: 'http',
      url: 'http://127.0.0.1:3000',
      shopKey: 'k1',
      shoppers: 40,
      seed: 1,
      excludedIps: ['203.0.113.7'],
    });
  });

  it('refuses what it cannot run', () => {
    expect(() => parseTrafficArgs([])).toThrow(/--days/);
    expect(() => parseTrafficArgs(['--url', 'http://x:1'])).toThrow(/--shop-key/);
    expect(() => parseTrafficArgs(['--url', 'x', '--shop-key', 'k'])).toThrow(/http/);
    expect(() => parseTrafficArgs(['--days', '0'])).toThrow(/whole number/);
    expect(() => parseTrafficArgs(['--days', '2.5'])).toThrow(/whole number/);
    expect(() => parseTrafficArgs(['--days', '9', '--speed', '2'])).toThrow(/unknown/);
    expect(() => parseTrafficArgs(['--days'])).toThrow(/--option value/);
    expect(() =>
      parseTrafficArgs(['--days', '2', '--url', 'http://x:1', '--shop-key', 'k']),
    ).toThrow(/in process/);
  });
});
