// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { activeSelector, searchBoxMatcher } from './input-target';

const selector = (
  edit: Partial<{ selectorId: string; desktop: string; mobile: string; isId: boolean }>,
) => ({
  selectorId: '',
  desktop: '',
  mobile: '',
  isId: false,
  ...edit,
});

afterEach(() => document.body.replaceChildren());

describe('activeSelector', () => {
  it('prefers the device’s own selector and falls back to the main one', () => {
    const chosen = selector({ selectorId: '#q', desktop: '#q-desk', mobile: ' ' });
    expect(activeSelector(chosen, 'desktop')).toBe('#q-desk');
    expect(activeSelector(chosen, 'mobile')).toBe('#q');
  });
});

describe('searchBoxMatcher', () => {
  it('matches an element id when the selectors are ids', () => {
    document.body.innerHTML = '<input id="q"><input id="other">';
    const matches = searchBoxMatcher(selector({ selectorId: 'q', isId: true }), 'desktop');
    expect(matches(document.getElementById('q'))).toBe(true);
    expect(matches(document.getElementById('other'))).toBe(false);
  });

  it('matches a CSS selector, also one naming the search form around the input', () => {
    document.body.innerHTML =
      '<form class="search"><input name="q"></form><textarea class="s"></textarea>';
    const input = document.querySelector('input');
    expect(searchBoxMatcher(selector({ selectorId: 'form.search' }), 'desktop')(input)).toBe(true);
    expect(
      searchBoxMatcher(
        selector({ selectorId: '.s' }),
        'desktop',
      )(document.querySelector('textarea')),
    ).toBe(true);
  });

  it('matches only text fields, nothing without a selector, and nothing for an invalid one', () => {
    document.body.innerHTML = '<div class="search"><button>Go</button><input></div>';
    expect(
      searchBoxMatcher(
        selector({ selectorId: '.search' }),
        'desktop',
      )(document.querySelector('button')),
    ).toBe(false);
    expect(searchBoxMatcher(selector({}), 'desktop')(document.querySelector('input'))).toBe(false);
    expect(
      searchBoxMatcher(selector({ selectorId: '[[' }), 'desktop')(document.querySelector('input')),
    ).toBe(false);
  });
});
