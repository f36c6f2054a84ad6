import { describe, expect, it } from 'vitest';
import { imageUrl, safeUrl } from './safe-url';

const page = 'https://shop.example/catalogue/';

describe('safeUrl', () => {
  it('keeps http(s) URLs and resolves relative ones against the page', () => {
    expect(safeUrl('https://cdn.example/a.jpg', page)).toBe('https://cdn.example/a.jpg');
    expect(safeUrl('/p/1', page)).toBe('https://shop.example/p/1');
  });

  it('refuses script, data and other schemes from catalogue data', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'ftp://x',
    ]) {
      expect(safeUrl(value, page)).toBeUndefined();
    }
    expect(safeUrl('', page)).toBeUndefined();
    expect(safeUrl(42, page)).toBeUndefined();
  });
});

describe('imageUrl', () => {
  it('puts relative images under the hit’s prefix, leaving absolute ones alone', () => {
    expect(imageUrl('1.jpg', 'https://img.example/p/', page)).toBe('https://img.example/p/1.jpg');
    expect(imageUrl('https://a.example/1.jpg', 'https://img.example/', page)).toBe(
      'https://a.example/1.jpg',
    );
    expect(imageUrl('javascript:x', 'https://img.example/', page)).toBeUndefined();
    expect(imageUrl(undefined, '', page)).toBeUndefined();
  });
});
