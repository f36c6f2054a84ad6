import { learnedEvidenceSchema } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { evidenceLookup, learnedEvidenceSource } from './learned-evidence.adapter';
import type { LearnedPayload } from './learned-payload';

const PAYLOAD: LearnedPayload = {
  version: 3,
  builtAt: 1_700_000_000_000,
  days: 30,
  signals: {
    queries: [
      [
        'scarpa',
        [
          ['p1', 0.6],
          ['p2', 0.2],
        ],
      ],
      ['borsa', [['p1', 0.1]]],
    ],
    prior: [
      ['p1', 0.4],
      ['p3', 0.3],
    ],
  },
  evidence: [
    [
      'scarpa',
      [
        ['p1', 40, 3, 1],
        ['p2', 5, 0, 0],
      ],
    ],
    ['borsa', [['p1', 2, 0, 0]]],
  ],
  priorEvidence: [
    ['p1', 60, 4, 2],
    ['p3', 9, 1, 0],
  ],
};

describe('evidenceLookup', () => {
  const lookup = evidenceLookup(PAYLOAD);

  it("answers the query key's counts for a query score, with the engine's score and the days", () => {
    const evidence = lookup({ source: 'query', key: 'scarpa', score: 0.55 }, 'p1');
    expect(evidence).toEqual({
      source: 'query',
      score: 0.55,
      clicks: 40,
      carts: 3,
      purchases: 1,
      days: 30,
    });
    expect(learnedEvidenceSchema.parse(evidence)).toEqual(evidence);
    // The same product under another key has that key's counts.
    expect(lookup({ source: 'query', key: 'borsa', score: 0.1 }, 'p1')).toMatchObject({
      clicks: 2,
      carts: 0,
    });
  });

  it("answers the prior's counts for a prior score", () => {
    expect(lookup({ source: 'prior', key: 'scarpa', score: 0.4 }, 'p1')).toEqual({
      source: 'prior',
      score: 0.4,
      clicks: 60,
      carts: 4,
      purchases: 2,
      days: 30,
    });
    expect(lookup({ source: 'prior', key: '', score: 0.3 }, 'p3')).toMatchObject({ clicks: 9 });
  });

  it('answers nothing for a product or a key without counted events', () => {
    expect(lookup({ source: 'query', key: 'scarpa', score: 0.3 }, 'p3')).toBeUndefined();
    expect(lookup({ source: 'query', key: 'zaino', score: 0.3 }, 'p1')).toBeUndefined();
    expect(lookup({ source: 'prior', key: '', score: 0.3 }, 'p2')).toBeUndefined();
  });

  it('keeps one lookup per payload', () => {
    expect(evidenceLookup(PAYLOAD)).toBe(lookup);
    expect(evidenceLookup({ ...PAYLOAD, version: 4 })).not.toBe(lookup);
  });
});

describe('learnedEvidenceSource', () => {
  it("answers the lookup of the shop's payload in force, none for a shop without one", async () => {
    const asked: string[] = [];
    const source = learnedEvidenceSource({
      payloadOfShop: (shopId) => {
        asked.push(shopId);
        return Promise.resolve(shopId === 's1' ? PAYLOAD : undefined);
      },
    });
    const lookup = await source.evidenceOf('s1');
    expect(lookup?.({ source: 'prior', key: '', score: 0.4 }, 'p1')).toMatchObject({ clicks: 60 });
    expect(await source.evidenceOf('s2')).toBeUndefined();
    expect(asked).toEqual(['s1', 's2']);
  });
});
