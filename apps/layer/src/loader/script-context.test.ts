// @vitest-environment jsdom
import { PREVIEW_TOKEN_MAX_LENGTH } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { findLoaderScript, PREVIEW_TOKEN_MAX, readScriptContext } from './script-context';

function script(src: string, data: Record<string, string> = {}): HTMLScriptElement {
  const element = document.createElement('script');
  element.src = src;
  Object.assign(element.dataset, data);
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  delete window.trovaPreview;
});

describe('readScriptContext', () => {
  it('reads the key and derives the API origin and version folder from the script URL', () => {
    expect(
      readScriptContext(script('https://t.example/layer/0.1.0/loader.js?key=k1'), window),
    ).toEqual({
      key: 'k1',
      apiOrigin: 'https://t.example',
      assetBase: 'https://t.example/layer/0.1.0/',
      previewToken: undefined,
    });
  });

  it('takes the key from data-trova-key and the API origin from data-trova-api', () => {
    const context = readScriptContext(
      script('https://cdn.example/layer/latest/loader.js', {
        trovaKey: 'k2',
        trovaApi: 'https://api.example/anything',
      }),
      window,
    );
    expect(context).toMatchObject({
      key: 'k2',
      apiOrigin: 'https://api.example',
      assetBase: 'https://cdn.example/layer/latest/',
    });
  });

  it('takes the preview token from data-trova-preview, else from window.trovaPreview', () => {
    const src = 'https://t.example/layer/latest/loader.js?key=k';
    expect(readScriptContext(script(src, { trovaPreview: 'attr' }), window)?.previewToken).toBe(
      'attr',
    );
    window.trovaPreview = { token: 'global' };
    expect(readScriptContext(script(src), window)?.previewToken).toBe('global');
    window.trovaPreview = { token: 'x'.repeat(PREVIEW_TOKEN_MAX + 1) };
    expect(readScriptContext(script(src), window)?.previewToken).toBeUndefined();
  });

  it('gives nothing without a key, and ignores a malformed API override', () => {
    expect(
      readScriptContext(script('https://t.example/layer/latest/loader.js'), window),
    ).toBeUndefined();
    expect(readScriptContext(null, window)).toBeUndefined();
    const context = readScriptContext(
      script('https://t.example/l/loader.js?key=k', { trovaApi: 'not a url' }),
      window,
    );
    expect(context?.apiOrigin).toBe('https://t.example');
  });

  it('keeps the preview token limit equal to the contract’s', () => {
    expect(PREVIEW_TOKEN_MAX).toBe(PREVIEW_TOKEN_MAX_LENGTH);
  });
});

describe('findLoaderScript', () => {
  it('finds the loader tag when document.currentScript is not set', () => {
    script('https://t.example/other.js');
    const loader = script('https://t.example/layer/latest/loader.js?key=k');
    expect(findLoaderScript(document)).toBe(loader);
  });
});
