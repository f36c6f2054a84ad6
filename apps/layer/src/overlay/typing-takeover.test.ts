// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { takeOverTyping } from './typing-takeover';

afterEach(() => document.body.replaceChildren());

function boxes(shopText: string, overlayText: string) {
  document.body.innerHTML = `<input id="shop" type="search"><input id="overlay">`;
  const shop = document.getElementById('shop') as HTMLInputElement;
  const overlay = document.getElementById('overlay') as HTMLInputElement;
  shop.value = shopText;
  overlay.value = overlayText;
  shop.focus();
  return { shop, overlay };
}

describe('takeOverTyping', () => {
  it('takes the shop box’s text and caret into the overlay’s box, and focus with them', () => {
    const { shop, overlay } = boxes('scarpe da trekking', 's');
    shop.setSelectionRange(6, 6);
    expect(takeOverTyping(overlay, shop)).toBe('scarpe da trekking');
    expect(overlay.value).toBe('scarpe da trekking');
    expect(document.activeElement).toBe(overlay);
    expect([overlay.selectionStart, overlay.selectionEnd]).toEqual([6, 6]);
  });

  it('keeps a selection, and reports no change when nothing was typed since', () => {
    const { shop, overlay } = boxes('boots', 'boots');
    shop.setSelectionRange(0, 5);
    expect(takeOverTyping(overlay, shop)).toBeUndefined();
    expect([overlay.selectionStart, overlay.selectionEnd]).toEqual([0, 5]);
  });

  it('without a shop’s box keeps its own text, caret at the end', () => {
    const { overlay } = boxes('', 'running');
    expect(takeOverTyping(overlay, undefined)).toBeUndefined();
    expect(document.activeElement).toBe(overlay);
    expect([overlay.selectionStart, overlay.selectionEnd]).toEqual([7, 7]);
  });

  it('puts the caret at the end when the shop’s box has none (an email field)', () => {
    const { overlay } = boxes('', '');
    const email = { value: 'a@b.it', selectionStart: null, selectionEnd: null };
    expect(takeOverTyping(overlay, email)).toBe('a@b.it');
    expect([overlay.selectionStart, overlay.selectionEnd]).toEqual([6, 6]);
  });
});
