import { describe, expect, it } from 'vitest';
import { EXTERNAL_WIDGET_SCRIPT_VERSION } from '../constants/visual-machine.constants';
import { externalEmbedSnippet } from './embed-snippet.rules';

describe('externalEmbedSnippet', () => {
  it('loads the embed script of version 1.0.0 from the layer folder and names tag and shop key', () => {
    const snippet = externalEmbedSnippet({
      layerUrl: 'https://trova.example/layer/',
      shopKey: 'k1',
      tag: 'widget-7',
    });
    expect(EXTERNAL_WIDGET_SCRIPT_VERSION).toBe('1.0.0');
    expect(snippet.split('\n')).toEqual([
      '<script src="https://trova.example/layer/latest/embed-1.0.0.js" async></script>',
      '<trova-recommendation tag="widget-7" shop-key="k1" category="" brand="" price=""></trova-recommendation>',
    ]);
  });

  it('escapes values so the pasted HTML keeps its shape', () => {
    const snippet = externalEmbedSnippet({
      layerUrl: 'https://x.example/a"b',
      shopKey: '"><script>',
      tag: 't',
    });
    expect(snippet).toContain('shop-key="&quot;&gt;&lt;script&gt;"');
    expect(snippet).toContain('src="https://x.example/a&quot;b/latest/embed-1.0.0.js"');
  });
});
