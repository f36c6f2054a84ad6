import { PREVIEW_BOX_ID, PREVIEW_BOX_SCRIPT } from '@trova/contracts';

export { PREVIEW_BOX_ID };

export interface PreviewDocumentInput {
  /** The loader's URL: `<layer URL>/<version>/loader.js?key=<shop key>`. */
  loaderSrc: string;
  /** Origin of the Trova API the layer calls (the console's `baseurl`). */
  apiOrigin: string;
  /** The shop's preview token: the shop answers unpublished, and nothing is counted. */
  token: string;
  /** The page's language (the shop's), for the box's label and the document. */
  language: string;
  boxLabel: string;
  placeholder: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or attribute value safe inside HTML. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * The loader's URL for one version folder of the layer URL that `/config.json` announces.
 * @example previewLoaderSrc('https://t.it/layer/', '1.2.0', 'k 1') // 'https://t.it/layer/1.2.0/loader.js?key=k%201'
 */
export function previewLoaderSrc(layerUrl: string, version: string, shopKey: string): string {
  const base = layerUrl.replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(version)}/loader.js?key=${encodeURIComponent(shopKey)}`;
}

/**
 * The bare storefront the preview frame shows (docs/product/preview.md#preview-page): one search
 * box and the shop's import code, with the preview token on the loader's tag. The box opens the
 * layer through `window.trova.open` (click, typing, Enter or ArrowDown) rather than the shop's
 * configured selector, which may name an element only the real storefront has. Not on focus: the
 * overlay hands focus back to the box when it closes, which would open it again. Links open in a new tab (`<base target>`): most shops
 * refuse to be framed. No value reaches a script: everything variable is an escaped attribute.
 *
 * @example frame.srcdoc = previewDocument({ loaderSrc, apiOrigin, token, language: 'it', boxLabel: 'Cerca', placeholder: 'Cerca…' });
 */
export function previewDocument(input: PreviewDocumentInput): string {
  const attr = escapeHtml;
  return `<!doctype html>
<html lang="${attr(input.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base target="_blank">
<title>${escapeHtml(input.boxLabel)}</title>
<style>
body { margin: 0; padding: 24px 16px; font-family: system-ui, sans-serif; background: #f6f7f9; }
#${PREVIEW_BOX_ID} { box-sizing: border-box; width: 100%; max-width: 640px; display: block; margin: 0 auto;
  padding: 12px 16px; font-size: 16px; border: 1px solid #c9ccd1; border-radius: 8px; background: #fff; }
</style>
</head>
<body>
<input id="${PREVIEW_BOX_ID}" type="search" autocomplete="off" aria-label="${attr(input.boxLabel)}" placeholder="${attr(input.placeholder)}">
<script>${PREVIEW_BOX_SCRIPT}</script>
<script src="${attr(input.loaderSrc)}" data-trova-api="${attr(input.apiOrigin)}" data-trova-preview="${attr(input.token)}" async></script>
</body>
</html>`;
}
