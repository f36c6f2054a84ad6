import { describe, expect, it } from 'vitest';
import enCore from './locales/en.json';
import enConfiguration from './locales/en-configuration.json';
import itCore from './locales/it.json';
import itConfiguration from './locales/it-configuration.json';
import enRecommendations from './locales/en-recommendations.json';
import enVisualMachine from './locales/en-visual-machine.json';
import enBilling from './locales/en-billing.json';
import itBilling from './locales/it-billing.json';
import itRecommendations from './locales/it-recommendations.json';
import itVisualMachine from './locales/it-visual-machine.json';
import enTerms from './locales/en-terms.json';
import itTerms from './locales/it-terms.json';

// Each language is two chunks: the login page's texts and the signed-in screens' texts (four files).
const enSignedIn = { ...enConfiguration, ...enVisualMachine, ...enRecommendations, ...enBilling };
const itSignedIn = { ...itConfiguration, ...itVisualMachine, ...itRecommendations, ...itBilling };
// The terms and privacy texts are a chunk of their own, loaded by the terms page and modal.
const en = { ...enCore, ...enSignedIn, ...enTerms };
const itLocale = { ...itCore, ...itSignedIn, ...itTerms };

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

  it('gives each section of the texts to exactly one file', () => {
    for (const files of [
      [enCore, enConfiguration, enVisualMachine, enRecommendations, enBilling, enTerms],
      [itCore, itConfiguration, itVisualMachine, itRecommendations, itBilling, itTerms],
    ] as const) {
      const sections = files.flatMap((file) => Object.keys(file));
      expect(sections.filter((key, index) => sections.indexOf(key) !== index)).toEqual([]);
    }
  });
});
