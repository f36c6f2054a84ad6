import { describe, expect, it } from 'vitest';
import enBilling from '../../apps/console/src/i18n/locales/en-billing.json';
import itBilling from '../../apps/console/src/i18n/locales/it-billing.json';
import itCore from '../../apps/console/src/i18n/locales/it.json';
import { findUntranslatedText } from './support/untranslated-text';

// The detector the Italian crawl relies on (docs/product/translation.md); no browser needed.
const cleanItalian = [itCore.menu, itCore.account, itCore.notifications, itBilling.billing]
  .flatMap((section) => JSON.stringify(section).match(/"[^"{}]+"(?=[,}])/g) ?? [])
  .map((quoted) => quoted.slice(1, -1))
  .join('\n');

describe('findUntranslatedText', () => {
  it('passes Italian screen text, brand names, product data and numbers', () => {
    const screen = `${cleanItalian}\nTrova · Google Shopping · Scarpe da corsa · 1.234,50 € · demo@trova.test`;
    expect(findUntranslatedText(screen)).toEqual([]);
  });

  it('finds an English catalogue text planted among Italian text', () => {
    const english = enBilling.billing.plans.loadError;
    expect(english).not.toBe(itBilling.billing.plans.loadError);
    const findings = findUntranslatedText(`${cleanItalian}\n${english}\nAltro testo`);
    expect(findings).toEqual([expect.stringContaining(`"${english.toLowerCase()}"`)]);
  });

  it('finds the literal part of an English text with a placeholder filled in', () => {
    expect(findUntranslatedText('Piano attuale\nQueries of November 2026')).not.toEqual([]);
  });

  it('finds an English text shown upper-cased by a badge', () => {
    expect(findUntranslatedText(enBilling.billing.plans.loadError.toUpperCase())).not.toEqual([]);
  });

  it('finds raw keys, unfilled placeholders and program identifiers', () => {
    const findings = findUntranslatedText(
      'Piani billing.plans.title\nmenu.nonExistent\nCiao {{name}}\nitemErrors []\nprice:asc',
    );
    expect(findings).toEqual([
      'raw key billing.plans.title',
      'raw key menu.nonExistent',
      'unfilled placeholder {{name}}',
      'raw identifier itemErrors',
      'raw identifier price:asc',
    ]);
  });

  it('passes field names listed as data and the conditions language words', () => {
    const screen =
      'Campo di boosting\navailability\ncategories\ndescription\nitemGroupId\ncustomLabel0';
    expect(findUntranslatedText(screen)).toEqual([]);
    expect(
      findUntranslatedText('confronta un campo (startsWith, endsWith) con sellingPrice'),
    ).toEqual([]);
  });

  it('passes field names within Italian text, not an English label of the same word', () => {
    expect(findUntranslatedText('Etichetta di categories\ncategories:Casa')).toEqual([]);
    expect(findUntranslatedText('Filtri\nCategories')).not.toEqual([]);
  });

  it('does not take web and email addresses for keys', () => {
    expect(
      findUntranslatedText('https://shop.example/feed.xml · billing@trova.test · www.trova.it'),
    ).toEqual([]);
  });
});
