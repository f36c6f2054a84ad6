/** A text field whose text and caret the overlay can take over. */
export type TypingBox = Pick<
  HTMLInputElement | HTMLTextAreaElement,
  'value' | 'selectionStart' | 'selectionEnd'
>;

/**
 * Moves the shopper's typing from the shop's box into the overlay's: its text and caret (or
 * selection), then focus, in one task, so a keystroke lands in one box or the other and none is
 * lost (docs/product/layer.md#typing-before-the-overlay-is-ready). Without a shop's box (opened by
 * `window.trova.open` or a search address) the overlay's own text is kept, caret at its end.
 * Answers the overlay box's text when it changed, for the search to follow.
 *
 * @example
 * // The shop's box holds 'scarpe' (caret after 'scar'); the overlay opened on 's'.
 * takeOverTyping(overlayBox, shopBox) // 'scarpe', overlayBox focused with its caret after 'scar'
 */
export function takeOverTyping(
  box: HTMLInputElement,
  from: TypingBox | undefined,
): string | undefined {
  const before = box.value;
  const text = from ? from.value : before;
  box.value = text;
  box.focus({ preventScroll: true });
  const end = text.length;
  // Fields without a caret (such as `type="email"`) answer null: the end, as for no shop's box.
  box.setSelectionRange(from?.selectionStart ?? end, from?.selectionEnd ?? end);
  return text === before ? undefined : text;
}
