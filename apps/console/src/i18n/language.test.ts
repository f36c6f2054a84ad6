import { describe, expect, it } from 'vitest';
import { detectLanguage, toSupportedLanguage } from './language';

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('it', ['en-US'])).toBe('it');
  });

  it('ignores an unsupported stored value and uses the first supported browser language', () => {
    expect(detectLanguage('fr', ['fr-FR', 'it-IT', 'en'])).toBe('it');
  });

  it('falls back to English when nothing is supported', () => {
    expect(detectLanguage(null, ['de-DE', 'fr'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
});

describe('toSupportedLanguage', () => {
  it('reduces region tags to the primary subtag', () => {
    expect(toSupportedLanguage('IT-ch')).toBe('it');
    expect(toSupportedLanguage('es')).toBeUndefined();
  });
});
