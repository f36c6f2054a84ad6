import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import itLocale from './locales/it.json';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('locales', () => {
  it('English and Italian define exactly the same keys', () => {
    const enKeys = new Set(keyPaths(en));
    const itKeys = new Set(keyPaths(itLocale));
    expect([...enKeys].filter((key) => !itKeys.has(key))).toEqual([]);
    expect([...itKeys].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('has no empty translations', () => {
    const empty = (locale: unknown) =>
      keyPaths(locale).filter((path) => {
        const leaf = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], locale);
        return typeof leaf !== 'string' || leaf.trim() === '';
      });
    expect(empty(en)).toEqual([]);
    expect(empty(itLocale)).toEqual([]);
  });
});
