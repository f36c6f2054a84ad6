// @vitest-environment jsdom
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layerTexts } from '../i18n/layer-texts';
import { Paginator, visiblePages } from './paginator';

afterEach(() => render(null, document.body));

describe('visiblePages', () => {
  it('offers the first, the last and two pages each side of the current one', () => {
    expect(visiblePages(0, 3)).toEqual([0, 1, 2]);
    expect(visiblePages(10, 40)).toEqual([0, 8, 9, 10, 11, 12, 39]);
  });
});

describe('Paginator', () => {
  it('marks the current page, disables Previous on the first page, and asks for pages', () => {
    const onPage = vi.fn();
    render(
      <Paginator page={0} pageCount={4} texts={layerTexts('en')} onPage={onPage} />,
      document.body,
    );
    const nav = document.querySelector('nav');
    expect(nav?.getAttribute('aria-label')).toBe('Pages');
    expect(document.querySelector('[aria-current="page"]')?.getAttribute('aria-label')).toBe(
      'Page 1',
    );
    const buttons = [...document.querySelectorAll('button')];
    const named = (name: string) => buttons.find((button) => button.textContent?.endsWith(name));
    expect(named('Previous page')?.disabled).toBe(true);
    named('Next page')?.click();
    document.querySelector<HTMLButtonElement>('[aria-label="Page 4"]')?.click();
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('shows nothing for a single page', () => {
    render(
      <Paginator page={0} pageCount={1} texts={layerTexts('en')} onPage={vi.fn()} />,
      document.body,
    );
    expect(document.body.innerHTML).toBe('');
  });
});
