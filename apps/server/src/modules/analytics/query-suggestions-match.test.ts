import { describe, expect, it } from 'vitest';
import { loaded, matchSuggestions, type SuggestionsParams } from './query-suggestions-match';

const LIST = [
  { query: 'scarpe rosse', popularity: 9, nbHits: 4 },
  { query: 'caffè crème', popularity: 7, nbHits: 3 },
  { query: 'rosse scarpe da corsa', popularity: 5, nbHits: 3 },
  { query: 'borsa <b>', popularity: 2, nbHits: 3 },
].map(loaded);

const params = (query: string, extra: Partial<SuggestionsParams> = {}): SuggestionsParams => ({
  query,
  page: 0,
  hitsPerPage: 10,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  ...extra,
});

describe('query suggestions matching', () => {
  it('lists every suggestion by popularity when nothing is typed, unhighlighted', () => {
    const answer = matchSuggestions(LIST, params(''));
    expect(answer.hits.map((hit) => hit.query)).toEqual([
      'scarpe rosse',
      'caffè crème',
      'rosse scarpe da corsa',
      'borsa <b>',
    ]);
    expect(answer.hits[0]?._highlightResult.query).toEqual({
      value: 'scarpe rosse',
      matchLevel: 'none',
      matchedWords: [],
    });
    expect(answer).toMatchObject({ nbHits: 4, page: 0, nbPages: 1, hitsPerPage: 10 });
  });

  it('matches every typed word as the start of a word, those in order first', () => {
    const answer = matchSuggestions(LIST, params('ross SCA'));
    expect(answer.hits.map((hit) => hit.query)).toEqual(['rosse scarpe da corsa', 'scarpe rosse']);
    expect(answer.hits[1]?._highlightResult.query).toEqual({
      value: '<em>sca</em>rpe <em>ross</em>e',
      matchLevel: 'full',
      matchedWords: ['ross', 'sca'],
    });
    expect(answer.hits[0]).toMatchObject({
      objectID: 'rosse scarpe da corsa',
      popularity: 5,
      nb_words: 4,
    });
  });

  it('ignores accents and case, highlighting the text as written', () => {
    const [hit] = matchSuggestions(
      LIST,
      params('CAFFE cre', { highlightPreTag: '[', highlightPostTag: ']' }),
    ).hits;
    expect(hit?._highlightResult.query.value).toBe('[caffè] [crè]me');
  });

  it('escapes what shoppers typed, never the tags', () => {
    const [hit] = matchSuggestions(LIST, params('bor')).hits;
    expect(hit?._highlightResult.query.value).toBe('<em>bor</em>sa &lt;b&gt;');
  });

  it('keeps apostrophes, quotes and ampersands as typed: Autocomplete shows the text as is', () => {
    // Autocomplete renders highlight parts as text, unescaped: `&#39;` would show on the page.
    const list = [loaded({ query: `l'orologio "h&m"`, popularity: 3, nbHits: 3 })];
    const [hit] = matchSuggestions(list, params('orol')).hits;
    expect(hit?._highlightResult.query.value).toBe(`l'<em>orol</em>ogio "h&m"`);
  });

  it('does not match a word typed twice against one word', () => {
    expect(matchSuggestions(LIST, params('scarpe scarpe')).nbHits).toBe(0);
    expect(matchSuggestions(LIST, params('zzz')).hits).toEqual([]);
  });

  it('pages as Algolia does', () => {
    const answer = matchSuggestions(LIST, params('', { page: 1, hitsPerPage: 3 }));
    expect(answer.hits.map((hit) => hit.query)).toEqual(['borsa <b>']);
    expect(answer).toMatchObject({ nbHits: 4, page: 1, nbPages: 2, hitsPerPage: 3 });
    expect(matchSuggestions(LIST, params('', { hitsPerPage: 0 }))).toMatchObject({
      hits: [],
      nbHits: 4,
      nbPages: 0,
    });
  });
});
