import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeSteps } from './segment-merge.js';
import { SegmentBuilder } from './segment-builder.js';
import type { SegmentData } from './segment.js';
import { drain } from './work-steps.js';

const word = fc.stringMatching(/^[abè1]{1,3}$/);
const doc = fc.array(word, { maxLength: 5 }).map((w) => w.join(' '));

/** Two segments as the index makes them: the delta numbers its documents after the base. */
function segments(base: string[], delta: string[]): SegmentData[] {
  const a = new SegmentBuilder();
  base.forEach((text, d) => a.addDocument(d, [text, null]));
  const b = new SegmentBuilder();
  delta.forEach((text, d) => b.addDocument(base.length + d, [null, text]));
  return [a.freeze(), b.freeze()];
}

describe('mergeSteps', () => {
  it('gives what re-adding every live posting to a builder gives', () => {
    fc.assert(
      fc.property(
        fc.array(doc, { maxLength: 12 }),
        fc.array(doc, { maxLength: 6 }),
        fc.array(fc.boolean(), { minLength: 18, maxLength: 18 }),
        (base, delta, dead) => {
          const parts = segments(base, delta);
          const remap = new Int32Array(base.length + delta.length);
          let next = 0;
          for (let d = 0; d < remap.length; d++) remap[d] = dead[d] === true ? -1 : next++;
          const builder = new SegmentBuilder();
          for (const { terms, start, docs, masks, pos, tf } of parts) {
            for (let t = 0; t < terms.length; t++) {
              for (let p = start[t]!; p < start[t + 1]!; p++) {
                const d = remap[docs[p]!]!;
                if (d >= 0) builder.addPosting(terms[t]!, d, masks[p]!, pos[p]!, tf[p]);
              }
            }
          }
          expect(drain(mergeSteps(parts, remap))).toEqual(builder.freeze());
        },
      ),
      { numRuns: 300, seed: 5 },
    );
  });
});
