import { describe, expect, it } from 'vitest';
import { frequentPrefixes } from './frequent-prefixes.js';
import { SegmentBuilder } from './segment-builder.js';

function data(texts: string[]): ReturnType<SegmentBuilder['freeze']> {
  const b = new SegmentBuilder();
  texts.forEach((t, d) => b.addDocument(d, [t]));
  return b.freeze();
}

describe('frequentPrefixes', () => {
  const d = data(['scarpe rosse', 'scarpa', 'scarpe blu', 'sandali rossi']);

  it('lists every prefix, whole terms included, whose terms hold enough postings', () => {
    expect(frequentPrefixes(d, 3, 100).sort()).toEqual(['s', 'sc', 'sca', 'scar', 'scarp']);
    expect(frequentPrefixes(d, 2, 100)).toContain('scarpe');
    expect(frequentPrefixes(d, 2, 100)).toContain('ross');
    expect(frequentPrefixes(d, 2, 100)).not.toContain('rosse');
  });

  it('keeps the prefixes with the most postings when capped', () => {
    expect(frequentPrefixes(d, 1, 2).sort()).toEqual(['s', 'sc']);
  });
});
