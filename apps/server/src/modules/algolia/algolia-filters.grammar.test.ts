import { describe, expect, it } from 'vitest';
import type { FilterNode } from './algolia-filters.grammar';
import { MAX_FILTER_NESTING, MAX_FILTER_TEXT, parseFilters } from './algolia-filters.grammar';

const parse = (text: string): FilterNode | undefined => parseFilters('filters', text);
const errorOf = (text: string): string => {
  try {
    parse(text);
  } catch (error) {
    return `${(error as { status: number }).status} ${(error as Error).message}`;
  }
  return 'no error';
};

describe('parseFilters', () => {
  it('reads facet values, quoted values and booleans', () => {
    expect(parse('brand:Nike')).toEqual({ attribute: 'brand', value: 'Nike' });
    expect(parse('brand:"Nike Air"')).toEqual({ attribute: 'brand', value: 'Nike Air' });
    expect(parse("brand:'Nike \\'Air\\''")).toEqual({ attribute: 'brand', value: "Nike 'Air'" });
    expect(parse('"my attr":"a:b"')).toEqual({ attribute: 'my attr', value: 'a:b' });
    expect(parse('inStock:true')).toEqual({ attribute: 'inStock', value: 'true' });
    expect(parse('categories.lvl1:"Donna > Scarpe"')).toEqual({
      attribute: 'categories.lvl1',
      value: 'Donna > Scarpe',
    });
  });

  it('reads every numeric comparison, with or without spaces, and ranges', () => {
    for (const operator of ['=', '!=', '<', '<=', '>', '>='] as const) {
      expect(parse(`price${operator}10.5`)).toEqual({ attribute: 'price', operator, number: 10.5 });
      expect(parse(`price ${operator} -3`)).toEqual({ attribute: 'price', operator, number: -3 });
    }
    expect(parse('price:10 TO 20')).toEqual({ attribute: 'price', from: 10, to: 20 });
    expect(parse('price:-5 TO 1e3')).toEqual({ attribute: 'price', from: -5, to: 1000 });
  });

  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    expect(parse('a:1 OR b:2 AND NOT c:3')).toEqual({
      or: [
        { attribute: 'a', value: '1' },
        { and: [{ attribute: 'b', value: '2' }, { not: { attribute: 'c', value: '3' } }] },
      ],
    });
    expect(parse('(a:1 OR b:2) AND c:3')).toEqual({
      and: [
        {
          or: [
            { attribute: 'a', value: '1' },
            { attribute: 'b', value: '2' },
          ],
        },
        { attribute: 'c', value: '3' },
      ],
    });
  });

  it('takes lower-case and/or as words and empty text as no filter', () => {
    expect(parse('brand:and')).toEqual({ attribute: 'brand', value: 'and' });
    expect(parse('   ')).toBeUndefined();
    expect(parse('')).toBeUndefined();
  });

  it('answers 400 naming what it did not expect and where', () => {
    expect(errorOf('brand:Nike Air')).toBe("400 filters: unexpected 'Air' at position 11");
    expect(errorOf('brand:')).toBe('400 filters: unexpected end of filter at position 6');
    expect(errorOf('(brand:Nike')).toBe('400 filters: unexpected end of filter at position 11');
    expect(errorOf('brand:Nike)')).toBe("400 filters: unexpected ')' at position 10");
    expect(errorOf('price > cheap')).toBe("400 filters: unexpected 'cheap' at position 8");
    expect(errorOf('price:a TO 5')).toBe("400 filters: unexpected 'a' at position 6");
    expect(errorOf('brand:"Nike')).toBe('400 filters: unclosed quote at position 6');
    expect(errorOf('AND brand:x')).toBe("400 filters: unexpected 'AND' at position 0");
    expect(errorOf('brand ! x')).toBe("400 filters: unexpected '!' at position 6");
  });

  it('bounds the text and the nesting', () => {
    expect(errorOf(`brand:${'x'.repeat(MAX_FILTER_TEXT)}`)).toBe(
      `400 filters: longer than ${MAX_FILTER_TEXT} characters`,
    );
    const deep = (n: number): string => `${'('.repeat(n)}a:1${')'.repeat(n)}`;
    expect(parse(deep(MAX_FILTER_NESTING - 1))).toEqual({ attribute: 'a', value: '1' });
    expect(errorOf(deep(MAX_FILTER_NESTING))).toMatch(/^400 filters: nested deeper than 32 levels/);
    expect(errorOf('NOT '.repeat(40) + 'a:1')).toMatch(/nested deeper than 32 levels/);
  });
});

/** A small deterministic generator: the property test must not flake. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

const OPERATORS = ['=', '!=', '<', '<=', '>', '>='] as const;
const WORDS = ['Nike', 'Donna > Scarpe', 'a:b', 'x"y', 'and', 'TO', '-1', 'è', "l'uomo"];

function tree(next: () => number, depth: number): FilterNode {
  const pick = Math.floor(next() * (depth > 3 ? 3 : 6));
  const attribute = ['brand', 'price', 'categories.lvl0', 'my attr'][Math.floor(next() * 4)] ?? 'a';
  const children = (): FilterNode[] => [tree(next, depth + 1), tree(next, depth + 1)];
  if (pick === 0) return { attribute, value: WORDS[Math.floor(next() * WORDS.length)] ?? 'v' };
  if (pick === 1) {
    const operator = OPERATORS[Math.floor(next() * OPERATORS.length)] ?? '=';
    return { attribute, operator, number: Math.round(next() * 200 - 100) + 0 };
  }
  if (pick === 2)
    return { attribute, from: Math.round(next() * 10), to: Math.round(next() * 10 + 10) };
  if (pick === 3) return { and: children() };
  if (pick === 4) return { or: children() };
  return { not: tree(next, depth + 1) };
}

const q = (text: string): string => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

function print(node: FilterNode): string {
  if ('and' in node) return `(${node.and.map(print).join(' AND ')})`;
  if ('or' in node) return `(${node.or.map(print).join(' OR ')})`;
  if ('not' in node) return `NOT ${print(node.not)}`;
  if ('value' in node) return `${q(node.attribute)}:${q(node.value)}`;
  if ('from' in node) return `${q(node.attribute)}:${node.from} TO ${node.to}`;
  return `${q(node.attribute)} ${node.operator} ${node.number}`;
}

describe('parseFilters property', () => {
  it('parses back every printed expression tree', () => {
    const next = random(35);
    for (let i = 0; i < 300; i++) {
      const node = tree(next, 0);
      expect(parse(print(node))).toEqual(node);
    }
  });
});
