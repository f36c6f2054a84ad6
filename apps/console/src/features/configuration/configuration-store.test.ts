import { afterEach, describe, expect, it, vi } from 'vitest';
import { onConfigurationEvent } from './configuration-events';
import {
  discardAllEdits,
  discardLastEdit,
  editConfiguration,
  editedSections,
  getConfigurationState,
  loadConfiguration,
  markConfigurationSaved,
  resetConfiguration,
} from './configuration-store';
import { configuredShop } from './configuration.fixtures';

const shop = configuredShop();

function addStopword(word: string) {
  editConfiguration('fineTuning', (fineTuning) => ({
    ...fineTuning,
    stopwords: [...fineTuning.stopwords, word],
  }));
}

afterEach(() => {
  resetConfiguration();
});

describe('configuration store', () => {
  it('loads a shop with defaults for missing sections', () => {
    loadConfiguration(shop);
    const { shopId, draft, history } = getConfigurationState();
    expect(shopId).toBe('shop-1');
    expect(draft?.fineTuning.weights).toEqual({ title: 3 });
    expect(draft?.layout.primaryColor).toBe('#398FF4');
    expect(history).toEqual([]);
  });

  it('pushes the prior draft on every edit', () => {
    loadConfiguration(shop);
    const before = getConfigurationState().draft;
    addStopword('the');
    addStopword('and');
    const { draft, history } = getConfigurationState();
    expect(draft?.fineTuning.stopwords).toEqual(['the', 'and']);
    expect(history).toHaveLength(2);
    expect(history[0]).toEqual({ draft: before, section: 'fineTuning' });
  });

  it('ignores edits before a shop is loaded', () => {
    addStopword('the');
    expect(getConfigurationState()).toEqual({ shopId: null, draft: null, history: [] });
  });

  it('discards the last edit only, and signals it', () => {
    const discarded = vi.fn();
    const stop = onConfigurationEvent('discarded', discarded);
    loadConfiguration(shop);
    addStopword('the');
    addStopword('and');
    discardLastEdit();
    expect(getConfigurationState().draft?.fineTuning.stopwords).toEqual(['the']);
    expect(getConfigurationState().history).toHaveLength(1);
    expect(discarded).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing when discarding without edits', () => {
    loadConfiguration(shop);
    const before = getConfigurationState();
    discardLastEdit();
    discardAllEdits();
    expect(getConfigurationState()).toBe(before);
  });

  it('discards every edit back to the saved configuration', () => {
    loadConfiguration(shop);
    const saved = getConfigurationState().draft;
    addStopword('the');
    editConfiguration('setup', (setup) => ({
      ...setup,
      config: { ...setup.config, layerVersion: '2.0.0' },
    }));
    discardAllEdits();
    expect(getConfigurationState().draft).toBe(saved);
    expect(getConfigurationState().history).toEqual([]);
  });

  it('lists each edited section once, in the order first edited', () => {
    loadConfiguration(shop);
    expect(editedSections()).toEqual([]);
    addStopword('the');
    editConfiguration('layout', (layout) => ({ ...layout, primaryColor: '#000000' }));
    addStopword('and');
    expect(editedSections()).toEqual(['fineTuning', 'layout']);
    discardLastEdit();
    discardLastEdit();
    expect(editedSections()).toEqual(['fineTuning']);
  });

  it('keeps unsaved edits when the same shop is loaded again', () => {
    loadConfiguration(shop);
    addStopword('the');
    loadConfiguration(configuredShop({ fineTuning: null }));
    expect(getConfigurationState().draft?.fineTuning.stopwords).toEqual(['the']);
    expect(getConfigurationState().history).toHaveLength(1);
  });

  it('reloads a clean draft, and replaces the draft for another shop', () => {
    loadConfiguration(shop);
    loadConfiguration(configuredShop({ fineTuning: { ...shop.fineTuning!, ips: ['1.1.1.1'] } }));
    expect(getConfigurationState().draft?.fineTuning.ips).toEqual(['1.1.1.1']);
    addStopword('the');
    loadConfiguration(configuredShop({ id: 'shop-2' }));
    expect(getConfigurationState().shopId).toBe('shop-2');
    expect(getConfigurationState().history).toEqual([]);
  });

  it('makes the saved shop the baseline and clears the history, signalling the save', () => {
    const saved = vi.fn();
    const stop = onConfigurationEvent('saved', saved);
    loadConfiguration(shop);
    addStopword('the');
    markConfigurationSaved(
      configuredShop({ fineTuning: { ...shop.fineTuning!, stopwords: ['the'] } }),
    );
    expect(getConfigurationState().history).toEqual([]);
    expect(getConfigurationState().draft?.fineTuning.stopwords).toEqual(['the']);
    expect(saved).toHaveBeenCalledTimes(1);
    stop();
  });
});
