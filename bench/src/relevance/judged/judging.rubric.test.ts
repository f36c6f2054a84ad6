import { describe, expect, it } from 'vitest';
import { target, truth } from './catalogue-draw.js';
import { grade } from './judging.rubric.js';

const iphone = (number: number, colour = 'black') =>
  truth({ kind: 'smartphone', brand: 'apple', line: 'iphone', number, colour });
const iphone15 = { kind: 'smartphone', line: 'iphone', number: 15 };

describe('the judging rubric', () => {
  it('grades the thing asked for 3, and 2 in another colour', () => {
    expect(grade(iphone(15), iphone15)).toBe(3);
    expect(grade(iphone(15), { ...iphone15, colour: 'black' })).toBe(3);
    expect(grade(iphone(15, 'pink'), { ...iphone15, colour: 'black' })).toBe(2);
  });

  it('grades one wrong number, brand or target 1, and two 0', () => {
    expect(grade(iphone(14), iphone15)).toBe(1);
    expect(grade(iphone(14), { ...iphone15, brand: 'samsung' })).toBe(0);
    const pixelCase = truth({ kind: 'case', target: target('smartphone', 'pixel', 8) });
    const asked = { kind: 'case', target: { kind: 'smartphone', line: 'iphone', number: 15 } };
    expect(grade(pixelCase, asked)).toBe(1);
  });

  it('grades what is made for the thing asked for 1, and a mere mention 0', () => {
    const iphoneCase = truth({ kind: 'case', target: target('smartphone', 'iphone', 15) });
    expect(grade(iphoneCase, iphone15)).toBe(1);
    expect(grade(iphoneCase, { kind: 'smartphone', line: 'iphone', number: 14 })).toBe(0);
    const stand = truth({ kind: 'headphone stand', target: target('headphones') });
    expect(grade(stand, { kind: 'headphones' })).toBe(1);
    expect(grade(truth({ kind: 'backpack' }), { kind: 'headphones' })).toBe(0);
  });

  it('grades another line of the right kind 0 and a line extension 3', () => {
    const ironMan = truth({ kind: 'film', line: 'iron man', number: 3 });
    expect(grade(ironMan, { kind: 'film', line: 'toy story', number: 3 })).toBe(0);
    const xboxOne = truth({ kind: 'console', brand: 'microsoft', line: 'xbox one' });
    expect(grade(xboxOne, { kind: 'console', line: 'xbox' })).toBe(3);
    expect(grade(xboxOne, { kind: 'console', line: 'xbo' })).toBe(0);
  });

  it('grades a related kind 1 and a wrong brand without a kind 0', () => {
    const buds = truth({ kind: 'earbuds', brand: 'sony' });
    expect(grade(buds, { kind: 'headphones' })).toBe(1);
    expect(grade(buds, { kind: 'headphones', brand: 'bose' })).toBe(0);
    expect(grade(buds, { brand: 'bose' })).toBe(0);
    expect(grade(buds, { brand: 'sony' })).toBe(3);
  });
});
