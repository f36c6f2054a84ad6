import { describe, expect, it } from 'vitest';
import {
  isShowcaseEnabled,
  isValidFacetLabel,
  isValidIcebreakerNumber,
  isValidMinChars,
  isValidSortLabel,
  typingForLayout,
  typoToleranceForSearchType,
} from './layout.rules';
import { displayShopUrl, isDeleteShopConfirmed } from './shop.rules';

describe('delete shop confirmation', () => {
  it('strips protocol and www from the typed URL', () => {
    expect(displayShopUrl('https://www.shop.it')).toBe('shop.it');
    expect(displayShopUrl('http://shop.it/path')).toBe('shop.it/path');
    expect(isDeleteShopConfirmed('https://www.shop.it', 'shop.it')).toBe(true);
    expect(isDeleteShopConfirmed('www.shop.it', 'https://shop.it')).toBe(true);
  });

  it('rejects a different or empty URL', () => {
    expect(isDeleteShopConfirmed('shop.com', 'shop.it')).toBe(false);
    expect(isDeleteShopConfirmed('', '')).toBe(false);
    expect(isDeleteShopConfirmed('myshop.it', 'shop.it')).toBe(false);
  });
});

describe('label lengths', () => {
  it('accepts facet labels of 3 to 20 characters', () => {
    expect(isValidFacetLabel('abc')).toBe(true);
    expect(isValidFacetLabel('a'.repeat(20))).toBe(true);
    expect(isValidFacetLabel('ab')).toBe(false);
    expect(isValidFacetLabel('a'.repeat(21))).toBe(false);
    expect(isValidFacetLabel(' ab ')).toBe(false);
  });

  it('accepts sort labels of 3 to 24 characters', () => {
    expect(isValidSortLabel('a'.repeat(24))).toBe(true);
    expect(isValidSortLabel('a'.repeat(25))).toBe(false);
    expect(isValidSortLabel('ab')).toBe(false);
  });
});

describe('number settings', () => {
  it('accepts icebreaker numbers 1 to 8 (handler range)', () => {
    expect([0, 1, 6, 8, 9, 2.5].map(isValidIcebreakerNumber)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('accepts min chars 1 to 10 (setter range)', () => {
    expect([0, 1, 4, 10, 11].map(isValidMinChars)).toEqual([false, true, true, true, false]);
  });
});

describe('layout transitions', () => {
  it('sets typing to input for windowed and click otherwise', () => {
    expect(typingForLayout('windowed')).toBe('input');
    expect(typingForLayout('full-screen')).toBe('click');
    expect(typingForLayout('half-screen')).toBe('click');
  });

  it('disables the showcase for input typing, windowed layout or a plan below start', () => {
    const base = { typing: 'click', layout: 'full-screen', startOrMore: true } as const;
    expect(isShowcaseEnabled(base)).toBe(true);
    expect(isShowcaseEnabled({ ...base, typing: 'input' })).toBe(false);
    expect(isShowcaseEnabled({ ...base, layout: 'windowed' })).toBe(false);
    expect(isShowcaseEnabled({ ...base, startOrMore: false })).toBe(false);
    expect(isShowcaseEnabled({ ...base, layout: null })).toBe(true);
  });

  it('resets typo tolerance by search type', () => {
    expect(typoToleranceForSearchType('code')).toBe('none');
    expect(typoToleranceForSearchType('text')).toBe('fuzzy2');
  });
});
