import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import itLocale from '../../i18n/locales/it.json';
import { ApiRequestError } from './api-error';
import { errorText, KNOWN_ERROR_CODES } from './api-error-text';

type Texts = Record<string, unknown>;

/** A `t` that reads a locale file by dotted key, or answers the key when it is missing. */
const tOf = (texts: Texts) =>
  ((key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts) ??
    key) as unknown as TFunction;

describe('errorText', () => {
  it.each([
    ['en', en],
    ['it', itLocale],
  ])('gives every known code its own title and message in %s', (_language, texts) => {
    const t = tOf(texts);
    for (const code of KNOWN_ERROR_CODES) {
      const text = errorText(t, code);
      expect(text.title, code).not.toMatch(/^apiErrors\./);
      expect(text.message, code).not.toMatch(/^apiErrors\./);
      expect(text.title, code).not.toBe(errorText(t, 'no-such-code').title);
    }
  });

  it('explains a list over its cap instead of "something went wrong"', () => {
    const error = new ApiRequestError('list-too-long', 'A list is too long.', 400);
    expect(errorText(tOf(en), error)).toEqual({
      title: 'List too long',
      message: 'A list has more entries than Trova accepts: shorten it and save again.',
    });
    expect(errorText(tOf(itLocale), error).title).toBe('Elenco troppo lungo');
  });
});
