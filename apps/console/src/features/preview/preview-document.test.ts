import { describe, expect, it } from 'vitest';
import { PREVIEW_BOX_ID, previewDocument, previewLoaderSrc } from './preview-document';

const input = {
  loaderSrc: 'https://t.example/layer/1.2.0/loader.js?key=k1',
  apiOrigin: 'https://t.example',
  token: 'a.b.c',
  language: 'it',
  boxLabel: 'Cerca',
  placeholder: 'Cerca prodotti…',
};

describe('previewLoaderSrc', () => {
  it('points at the version folder of the layer URL, whatever its trailing slashes', () => {
    expect(previewLoaderSrc('https://t.example/layer//', '1.2.0', 'k1')).toBe(input.loaderSrc);
  });

  it('encodes the shop key', () => {
    expect(previewLoaderSrc('https://t.example/layer', 'latest', 'a&b')).toBe(
      'https://t.example/layer/latest/loader.js?key=a%26b',
    );
  });
});

describe('previewDocument', () => {
  it('carries the import code with the preview token and the API origin on the loader tag', () => {
    const doc = new DOMParser().parseFromString(previewDocument(input), 'text/html');
    const loader = doc.querySelector<HTMLScriptElement>('script[src]');
    expect(loader?.getAttribute('src')).toBe(input.loaderSrc);
    expect(loader?.dataset.trovaPreview).toBe('a.b.c');
    expect(loader?.dataset.trovaApi).toBe('https://t.example');
    expect(loader?.hasAttribute('async')).toBe(true);
    expect(doc.getElementById(PREVIEW_BOX_ID)?.getAttribute('aria-label')).toBe('Cerca');
    expect(doc.documentElement.lang).toBe('it');
  });

  it('opens product links in a new tab, since shops refuse to be framed', () => {
    const doc = new DOMParser().parseFromString(previewDocument(input), 'text/html');
    expect(doc.querySelector('base')?.getAttribute('target')).toBe('_blank');
  });

  it('keeps every value inside its attribute: a hostile label or token cannot add markup', () => {
    const html = previewDocument({
      ...input,
      token: '"><script>alert(1)</script>',
      boxLabel: '</title><img src=x onerror=alert(1)>',
    });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector<HTMLScriptElement>('script[src]')?.dataset.trovaPreview).toBe(
      '"><script>alert(1)</script>',
    );
  });
});
