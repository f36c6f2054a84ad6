import { describe, expect, it } from 'vitest';
import enCore from './locales/en.json';
import enConfiguration from './locales/en-configuration.json';
import itCore from './locales/it.json';
import itConfiguration from './locales/it-configuration.json';

// Each language is two chunks: the login page's texts and the configuration screens' texts.
const en = { ...enCore, ...enConfiguration };
const itLocale = { ...itCore, ...itConfiguration };

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

  it('gives each section of the texts to exactly one chunk', () => {
    for (const [core, configuration] of [
      [enCore, enConfiguration],
      [itCore, itConfiguration],
    ] as const) {
      const shared = Object.keys(core).filter((key) => key in configuration);
      expect(shared).toEqual([]);
    }
  });
});
