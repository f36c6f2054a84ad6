import { describe, expect, it } from 'vitest';
import { abuseFailures, percentile, PROBE_MAX_TARGET_MS, type AttackFigure } from './abuse-verdict';

const attack = (over: Partial<AttackFigure>): AttackFigure => ({
  name: 'nested feed',
  probeCount: 40,
  probeP99Ms: 12,
  probeMaxMs: 20,
  probeFailures: 0,
  refused: true,
  code: 'gs-bad-feed',
  detail: '',
  ...over,
});

describe('abuse verdict', () => {
  it('reads percentiles by nearest rank', () => {
    expect(percentile([], 99)).toBe(0);
    expect(percentile([5, 1, 9, 3], 50)).toBe(3);
    expect(
      percentile(
        Array.from({ length: 100 }, (_, i) => i + 1),
        99,
      ),
    ).toBe(99);
  });

  it('passes an attack refused with its code while the probe stayed under the ceiling', () => {
    expect(abuseFailures([attack({ probeMaxMs: PROBE_MAX_TARGET_MS })])).toEqual([]);
  });

  it('fails a stalled probe, failed probe searches, an unrefused attack and an empty window', () => {
    expect(
      abuseFailures([
        attack({ name: 'a', probeMaxMs: PROBE_MAX_TARGET_MS + 1 }),
        attack({ name: 'b', probeFailures: 2 }),
        attack({ name: 'c', refused: false, code: null }),
        attack({ name: 'd', code: null }),
        attack({ name: 'e', probeCount: 0 }),
      ]),
    ).toEqual([
      `a: probe max ${PROBE_MAX_TARGET_MS + 1} ms > ${PROBE_MAX_TARGET_MS} ms`,
      'b: 2 probe searches failed',
      'c: neither refused nor bounded',
      'd: refused without a code',
      'e: no probe search ran',
    ]);
  });
});
