import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { showcaseBlockName } from './showcase-block-name';

describe('showcase block names', () => {
  it('names fixed blocks in the interface language and keeps dynamic ids', async () => {
    expect(showcaseBlockName(i18n.t, 'lastSearches')).toBe('Last searches');
    expect(showcaseBlockName(i18n.t, 'dynamic-3')).toBe('dynamic-3');
    await i18n.changeLanguage('it');
    expect(showcaseBlockName(i18n.t, 'mainCategories')).toBe('Categorie principali');
  });
});
