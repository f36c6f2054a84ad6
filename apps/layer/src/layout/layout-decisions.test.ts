import { defaultLayout, type Layout } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { layerBehaviour, searchesWhileTyping } from './layout-decisions';

function layout(edit: (layout: Layout) => void): Layout {
  const value = defaultLayout();
  edit(value);
  return value;
}

describe('layerBehaviour', () => {
  it('reads the desktop defaults: full screen, click typing, 4 characters, infinite scroll, 6 a page', () => {
    expect(layerBehaviour(defaultLayout(), 'desktop')).toMatchObject({
      frame: 'full-screen',
      typing: 'click',
      minChars: 4,
      paging: 'infinite-scrolling',
      pageSize: 6,
      facets: true,
      modal: true,
    });
  });

  it('reads the mobile defaults: full screen, 12 a page', () => {
    expect(layerBehaviour(defaultLayout(), 'mobile')).toMatchObject({
      frame: 'mobile',
      pageSize: 12,
      modal: true,
    });
  });

  it('maps the stored codes of each setting', () => {
    const desktop = layerBehaviour(
      layout((l) => {
        l.desktop = { ...l.desktop, layout: 3, typing: 2, paging: 2, perPage: 4, minChars: 2 };
      }),
      'desktop',
    );
    expect(desktop).toMatchObject({
      frame: 'windowed',
      typing: 'input',
      paging: 'paginator',
      pageSize: 24,
      minChars: 2,
      facets: false,
      modal: false,
    });
    const half = layerBehaviour(
      layout((l) => (l.desktop.layout = 2)),
      'desktop',
    );
    expect(half).toMatchObject({ frame: 'half-screen', modal: false, facets: true });
  });

  it('shows the logo in the desktop full screen only', () => {
    const withLogo = layout((l) => (l.desktop.logoUrl = ' https://shop.example/logo.png '));
    expect(layerBehaviour(withLogo, 'desktop').logoUrl).toBe('https://shop.example/logo.png');
    expect(layerBehaviour(withLogo, 'mobile').logoUrl).toBe('');
    withLogo.desktop.layout = 2;
    expect(layerBehaviour(withLogo, 'desktop').logoUrl).toBe('');
  });
});

describe('searchesWhileTyping', () => {
  const input = layerBehaviour(
    layout((l) => (l.desktop = { ...l.desktop, typing: 2, minChars: 3 })),
    'desktop',
  );

  it('searches in input typing from the minimum characters, not counting surrounding spaces', () => {
    expect(searchesWhileTyping(input, 'sh')).toBe(false);
    expect(searchesWhileTyping(input, '  sh  ')).toBe(false);
    expect(searchesWhileTyping(input, 'sho')).toBe(true);
  });

  it('never searches while typing in click typing', () => {
    expect(searchesWhileTyping(layerBehaviour(defaultLayout(), 'desktop'), 'running shoes')).toBe(
      false,
    );
  });
});
