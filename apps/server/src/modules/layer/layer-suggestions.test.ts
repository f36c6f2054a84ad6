import { SearchIndex } from '@trova/engine';
import { describe, expect, it } from 'vitest';
import { LayerSuggestions } from './layer-suggestions';

const searchable = [
  { name: 'title', weight: 3 },
  { name: 'description', weight: 1 },
  { name: 'gtin', type: 'code' as const },
];

describe('icebreaker suggestions from the catalogue', () => {
  it('takes the words most products carry, leaving prose, codes and short words out', () => {
    const index = SearchIndex.build({ searchable }, [
      { id: 'a', title: 'Felpa con cappuccio', description: 'della della', gtin: 'zzzz' },
      { id: 'b', title: 'Felpa sportiva', description: 'della', gtin: 'zzzz' },
      { id: 'c', title: 'Maglia sportiva con zip', description: 'della', gtin: 'zzzz' },
    ]);
    expect(new LayerSuggestions().of(index, 3)).toEqual(['felpa', 'sportiva', 'cappuccio']);
  });

  it('answers as many as asked, never more than the contract allows', () => {
    const titles = 'alfa beta gamma delta epsilon zeta theta iota kappa lambda'.split(' ');
    const index = SearchIndex.build(
      { searchable },
      titles.map((title, i) => ({ id: String(i), title })),
    );
    const suggestions = new LayerSuggestions();
    expect(suggestions.of(index, 2)).toHaveLength(2);
    expect(suggestions.of(index, 20)).toHaveLength(8);
    expect(suggestions.of(index, 0)).toEqual([]);
  });

  it('follows the catalogue as the index changes', () => {
    const index = SearchIndex.build({ searchable }, [{ id: 'a', title: 'Felpa' }]);
    const suggestions = new LayerSuggestions();
    expect(suggestions.of(index, 2)).toEqual(['felpa']);
    index.upsert({ id: 'b', title: 'Giacca' });
    index.upsert({ id: 'c', title: 'Giacca' });
    expect(suggestions.of(index, 2)).toEqual(['giacca', 'felpa']);
  });

  it('counts the description when it is all the shop searches', () => {
    const index = SearchIndex.build({ searchable: [{ name: 'description' }] }, [
      { id: 'a', description: 'Cotone organico' },
      { id: 'b', description: 'Cotone' },
    ]);
    expect(new LayerSuggestions().of(index, 1)).toEqual(['cotone']);
  });
});

describe('icebreaker suggestions from query suggestions', () => {
  const index = SearchIndex.build({ searchable }, [
    { id: 'a', title: 'Felpa sportiva' },
    { id: 'b', title: 'Felpa' },
  ]);

  it('puts the shop’s popular queries first, catalogue words filling the rest', async () => {
    const asked: [string, number][] = [];
    const suggestions = new LayerSuggestions((shopKey, count) => {
      asked.push([shopKey, count]);
      return Promise.resolve(['Felpà', 'scarpe rosse']);
    });
    expect(await suggestions.suggest('key', index, 3)).toEqual([
      'Felpà',
      'scarpe rosse',
      'sportiva',
    ]);
    expect(asked).toEqual([['key', 3]]);
    expect(await suggestions.suggest('key', index, 0)).toEqual([]);
  });

  it('keeps the catalogue words when the queries cannot be read', async () => {
    const suggestions = new LayerSuggestions(() => Promise.reject(new Error('db down')));
    expect(await suggestions.suggest('key', index, 2)).toEqual(['felpa', 'sportiva']);
  });
});
