import { describe, expect, it } from 'vitest';
import { continuesIntent, searchIntents, type IntentSearch } from './search-intent';

/** Types `text` one key every `gapMs`, from `start`: the searches search-as-you-type sends. */
function typed(user: string, text: string, start = 0, gapMs = 150): IntentSearch[] {
  return Array.from(text, (_, index) => ({
    user,
    query: text.slice(0, index + 1),
    at: start + index * gapMs,
  }));
}

const queries = (intents: IntentSearch[][]) => intents.map((intent) => intent.at(-1)?.query);

describe('search intent', () => {
  it('counts one typed word as one intent', () => {
    expect(queries(searchIntents(typed('u', 'scarpe rosse')))).toEqual(['scarpe rosse']);
  });

  it('keeps repeats of the same query, case and spaces aside, in the intent', () => {
    const searches = [...typed('u', 'borsa'), { user: 'u', query: ' Borsa ', at: 2000 }];
    expect(searchIntents(searches)).toHaveLength(1);
  });

  it('starts a new intent on a query that does not extend the previous one', () => {
    const searches = [...typed('u', 'scarpe'), ...typed('u', 'borsa', 2000)];
    expect(queries(searchIntents(searches))).toEqual(['scarpe', 'borsa']);
    // Deleting a character is a correction, not an extension: a new intent by the rule.
    const corrected = [...typed('u', 'scarpa'), { user: 'u', query: 'scarp', at: 1000 }];
    expect(queries(searchIntents(corrected))).toEqual(['scarpa', 'scarp']);
  });

  it('starts a new intent after more than 10 s, measured from the previous search', () => {
    const slow = typed('u', 'abc', 0, 9000);
    expect(searchIntents(slow)).toHaveLength(1);
    const pause = [...typed('u', 'ab'), { user: 'u', query: 'abc', at: 150 + 10_001 }];
    expect(searchIntents(pause)).toHaveLength(2);
  });

  it('keeps shoppers apart even when they type at the same time, in any order', () => {
    const mixed = [...typed('anna', 'scarpe'), ...typed('marco', 'scarpe', 50)].reverse();
    const intents = searchIntents(mixed);
    expect(intents).toHaveLength(2);
    expect(intents.map((intent) => intent[0]?.user)).toEqual(['anna', 'marco']);
  });

  it('never continues backwards in time', () => {
    expect(
      continuesIntent({ user: 'u', query: 'a', at: 100 }, { user: 'u', query: 'ab', at: 50 }),
    ).toBe(false);
  });
});
