import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_TYPES } from '@trova/contracts';
import { i18n } from '../../i18n/i18n';
import { attributeTypeLabel } from './attribute-type-label';

describe('results field types in Italian', () => {
  it('words every type the server answers, and keeps an unknown type as sent', () => {
    const italian = i18n.getFixedT('it');
    expect(ATTRIBUTE_TYPES.map((type) => attributeTypeLabel(italian, type))).toEqual([
      'testo',
      'prezzo',
      'immagine',
      'link',
      'numero',
    ]);
    expect(attributeTypeLabel(italian, { id: 'rating', label: 'Rating' })).toBe('Rating');
  });
});
