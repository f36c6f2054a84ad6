import { describe, expect, it } from 'vitest';
import {
  encodeParams,
  jsonList,
  paramsOfString,
  readBool,
  readInt,
  readList,
  readString,
} from './algolia-param-values';

describe('paramsOfString and encodeParams', () => {
  it('decodes URL-encoded text and JSON-encoded arrays, and encodes them back', () => {
    const text =
      'query=a%20b&hitsPerPage=5&facetFilters=%5B%5B%22brand%3AA%22%5D%5D&tagFilters=promo&bad=%5Bx';
    const params = paramsOfString(text);
    expect(Object.fromEntries(params)).toEqual({
      query: 'a b',
      hitsPerPage: '5',
      facetFilters: '[["brand:A"]]',
      tagFilters: 'promo',
      bad: '[x',
    });
    expect(jsonList(params.get('facetFilters'))).toEqual([['brand:A']]);
    expect(jsonList(params.get('bad'))).toBe('[x');
    expect(paramsOfString(encodeParams(params))).toEqual(params);
  });

  it('keeps names such as __proto__ as plain keys', () => {
    const params = paramsOfString('__proto__=x&constructor=y');
    expect(params.get('__proto__')).toBe('x');
    expect(params.get('constructor')).toBe('y');
  });
});

describe('readers', () => {
  const params = new Map<string, unknown>([
    ['n', '12.7'],
    ['big', 5000],
    ['neg', -3],
    ['junk', 'abc'],
    ['t', 'true'],
    ['f', 0],
    ['list', 'brand, color'],
    ['json', '["a","b"]'],
    ['mixed', ['a', 1, { x: 1 }]],
    ['long', 'x'.repeat(10)],
  ]);

  it('reads integers from numbers or text, clamped, else the fallback', () => {
    expect(readInt(params, 'n', 0, 0, 100)).toBe(12);
    expect(readInt(params, 'big', 0, 0, 1000)).toBe(1000);
    expect(readInt(params, 'neg', 0, 0, 1000)).toBe(0);
    expect(readInt(params, 'junk', 7, 0, 100)).toBe(7);
    expect(readInt(params, 'missing', undefined, 0, 100)).toBeUndefined();
  });

  it('reads booleans, text and lists', () => {
    expect(readBool(params, 't', false)).toBe(true);
    expect(readBool(params, 'f', true)).toBe(false);
    expect(readBool(params, 'junk', true)).toBe(true);
    expect(readString(params, 'long', 4)).toBe('xxxx');
    expect(readString(params, 'big', 10)).toBe('5000');
    expect(readList(params, 'list')).toEqual(['brand', 'color']);
    expect(readList(params, 'json')).toEqual(['a', 'b']);
    expect(readList(params, 'mixed')).toEqual(['a', '1']);
    expect(readList(params, 'missing')).toBeUndefined();
    expect(() => readList(new Map([['facets', Array(201).fill('a')]]), 'facets')).toThrow(
      'facets: more than 200 items',
    );
  });
});
