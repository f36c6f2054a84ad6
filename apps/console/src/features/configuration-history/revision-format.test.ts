import { describe, expect, it } from 'vitest';
import { changePath, compactValue, fullValueTitle, hiddenChanges } from './revision-format';

describe('revision diff formatting', () => {
  it('writes a path as a reader would', () => {
    expect(changePath(['fineTuning', 'weights', 'title'])).toBe('fineTuning.weights.title');
    expect(changePath(['fineTuning', 'synonyms', 0])).toBe('fineTuning.synonyms[0]');
  });

  it('shows values compactly, cutting long ones', () => {
    expect(compactValue('Titolo')).toBe('"Titolo"');
    expect(compactValue(3)).toBe('3');
    expect(compactValue(false)).toBe('false');
    expect(compactValue(null)).toBe('null');
    expect(compactValue(undefined)).toBe('—');
    expect(compactValue(['tv', 'television'])).toBe('["tv", "television"]');
    expect(compactValue({ label: 'Title' })).toBe('{"label":"Title"}');
    const long = 'x'.repeat(100);
    expect(compactValue(long)).toHaveLength(60);
    expect(compactValue(long).endsWith('…')).toBe(true);
    expect(fullValueTitle(long)).toBe(`"${long}"`);
    expect(fullValueTitle('short')).toBeUndefined();
  });

  it('counts the changes the server did not list', () => {
    expect(hiddenChanges({ changeCount: 3, changes: [] })).toBe(3);
    expect(hiddenChanges({ changeCount: 0, changes: [] })).toBe(0);
  });
});
