import { decodeHTML } from 'entities';

/** Elements whose content is never text a shopper reads. */
const HIDDEN = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags that end a line or block: their place becomes a space so words do not run together. */
const BREAKS =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote)\b[^>]*>/gi;

/**
 * Plain text from the HTML WooCommerce stores in names and descriptions (the editor's markup,
 * shortcodes left by page builders, entities such as `&amp;` or `&#8211;`), spaces collapsed.
 * @example htmlToText('<p>Zaino <strong>30&nbsp;L</strong></p>[vc_row]') // 'Zaino 30 L'
 */
export function htmlToText(html: string): string {
  return decodeHTML(
    html
      .replace(HIDDEN, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(BREAKS, ' ')
      .replace(/<[^>]*>/g, '')
      // Page builders (WPBakery, Divi) leave `[shortcode attr="…"]` markers in the content.
      .replace(/\[\/?[a-z][\w-]*(?:\s[^\]]*)?\]/gi, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
