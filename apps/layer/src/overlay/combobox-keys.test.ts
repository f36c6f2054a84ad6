import { describe, expect, it } from 'vitest';
import { layerFormat } from '../i18n/layer-format';
import { layerTexts } from '../i18n/layer-texts';
import { announcement, comboboxKeyAction } from './combobox-keys';
import { initialSearchState, type LayerSearchState } from './layer-search.state';

const key = (name: string, ctrlKey = false) => ({ key: name, ctrlKey, metaKey: false });

describe('comboboxKeyAction', () => {
  const list = { active: -1, count: 3, infinite: false };

  it('moves the active option down and up, Up from the first going back to the text', () => {
    expect(comboboxKeyAction(key('ArrowDown'), list)).toEqual({ type: 'activate', index: 0 });
    expect(comboboxKeyAction(key('ArrowDown'), { ...list, active: 1 })).toEqual({
      type: 'activate',
      index: 2,
    });
    expect(comboboxKeyAction(key('ArrowUp'), { ...list, active: 0 })).toEqual({
      type: 'activate',
      index: -1,
    });
  });

  it('loads more products at the last option when scrolling is infinite', () => {
    expect(comboboxKeyAction(key('ArrowDown'), { ...list, active: 2 })).toBeUndefined();
    expect(comboboxKeyAction(key('ArrowDown'), { ...list, active: 2, infinite: true })).toEqual({
      type: 'load-more',
    });
  });

  it('opens the active product with Enter, in a new tab with Ctrl', () => {
    expect(comboboxKeyAction(key('Enter'), { ...list, active: 1 })).toEqual({
      type: 'open',
      index: 1,
      newTab: false,
    });
    expect(comboboxKeyAction(key('Enter', true), { ...list, active: 1 })).toMatchObject({
      newTab: true,
    });
  });

  it('leaves Enter without an active option, and other keys, to the search box', () => {
    expect(comboboxKeyAction(key('Enter'), list)).toBeUndefined();
    expect(comboboxKeyAction(key('a'), list)).toBeUndefined();
    expect(comboboxKeyAction(key('ArrowUp'), { ...list, count: 0 })).toBeUndefined();
  });
});

describe('announcement', () => {
  const texts = layerTexts('it');
  const format = layerFormat('it');
  const shown = (count: number): LayerSearchState => ({
    ...initialSearchState('scarpe', 0),
    status: 'ready',
    shown: {
      request: { q: 'scarpe', filters: {}, ranges: {}, sortIndex: 0, offset: 0, append: false },
      hits: [],
      count,
      stats: {},
      didYouMean: undefined,
    },
  });

  it('announces the count of a new answer in the shop’s language', () => {
    expect(announcement(shown(1240), texts, format)).toBe('1240 risultati');
    expect(announcement(shown(1), texts, format)).toBe('1 risultato');
    expect(announcement(shown(0), texts, format)).toBe('Nessun risultato per «scarpe»');
  });

  it('announces failures, and nothing while loading or typing', () => {
    expect(announcement({ ...shown(3), status: 'error' }, texts, format)).toBe(texts.error);
    expect(announcement({ ...shown(3), status: 'loading' }, texts, format)).toBe('');
    expect(announcement(initialSearchState('', 0), texts, format)).toBe('');
  });
});
