/**
 * The contract's PREVIEW_TOKEN_MAX_LENGTH, repeated because its module builds zod schemas, which
 * would multiply the loader's size (a test keeps the two equal).
 */
export const PREVIEW_TOKEN_MAX = 2048;

/** What the loader learns from the tag that loaded it (docs/product/layer.md#the-loader-tag). */
export interface ScriptContext {
  key: string;
  /** Origin of the Trova server that answers `/API/shops/<key>/…`. */
  apiOrigin: string;
  /** The version folder the loader came from, ending in '/': overlay files load from there. */
  assetBase: string;
  previewToken: string | undefined;
}

function validToken(token: unknown): string | undefined {
  return typeof token === 'string' && token.length > 0 && token.length <= PREVIEW_TOKEN_MAX
    ? token
    : undefined;
}

/**
 * Reads the shop key (`loader.js?key=…`, or `data-trova-key`), the API origin (the script's own
 * origin, or `data-trova-api`), and the preview token (`data-trova-preview`, or
 * `window.trovaPreview.token` set before the loader runs). Undefined without a key.
 *
 * @example
 * // <script src="https://trova.example/layer/0.1.0/loader.js?key=abc" async></script>
 * readScriptContext(script, window);
 * // { key: 'abc', apiOrigin: 'https://trova.example', assetBase: 'https://trova.example/layer/0.1.0/', … }
 */
export function readScriptContext(
  script: HTMLScriptElement | null,
  win: Pick<Window, 'trovaPreview'>,
): ScriptContext | undefined {
  if (!script?.src) return undefined;
  const url = new URL(script.src);
  const key = url.searchParams.get('key') ?? script.dataset.trovaKey ?? '';
  if (!key) return undefined;
  let apiOrigin = url.origin;
  try {
    if (script.dataset.trovaApi) apiOrigin = new URL(script.dataset.trovaApi).origin;
  } catch {
    // A malformed override is ignored: the script's own origin is always a working default.
  }
  return {
    key,
    apiOrigin,
    assetBase: new URL('.', url).href,
    previewToken: validToken(script.dataset.trovaPreview) ?? validToken(win.trovaPreview?.token),
  };
}

/**
 * The loader's own tag. `document.currentScript` is set while a classic (also async) script runs;
 * the query fallback covers pages that inject the tag in ways that leave it unset.
 */
export function findLoaderScript(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return doc.querySelector<HTMLScriptElement>('script[src*="/loader.js"]');
}
