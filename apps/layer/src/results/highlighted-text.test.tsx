// @vitest-environment jsdom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { HighlightedText } from './highlighted-text';

afterEach(() => document.body.replaceChildren());

describe('HighlightedText', () => {
  it('wraps matches in <mark> and renders catalogue markup as text, never as HTML', () => {
    const text = '<img src=x onerror="alert(1)"> shoe';
    render(<HighlightedText text={text} ranges={[[31, 35]]} />, document.body);
    expect(document.body.querySelector('img')).toBeNull();
    expect(document.body.textContent).toBe(text);
    expect([...document.body.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['shoe']);
  });
});
