// @vitest-environment jsdom
import type { SearchBanner } from '@trova/contracts';
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sync } from '../../test/facet.fixtures';
import { bannerLink, CardBanner, ListingBanner } from './banners';

const banner = (changes: Partial<SearchBanner> = {}): SearchBanner => ({
  id: 'Black friday_3f2a9c1e-0b7d-4c5e-9a1f-2b3c4d5e6f70',
  type: 'bannerListing',
  position: 0,
  url: 'https://shop.example/black-friday',
  imageUrl: 'https://cdn.example/bf.png',
  mobileImageUrl: 'https://cdn.example/bf-m.png',
  ...changes,
});

afterEach(() => sync(() => render(null, document.body)));

describe('ListingBanner', () => {
  it('links the device’s image to the banner’s address, with the campaign as its text', () => {
    sync(() => render(<ListingBanner banners={[banner()]} device="mobile" />, document.body));
    const link = document.querySelector('a');
    expect(link?.href).toBe('https://shop.example/black-friday');
    expect(link?.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/bf-m.png');
    expect(link?.querySelector('img')?.alt).toBe('Black friday');
  });

  it('shows the image alone for an unsafe address, and nothing without a listing banner', () => {
    sync(() =>
      render(
        <ListingBanner banners={[banner({ url: 'javascript:alert(1)' })]} device="desktop" />,
        document.body,
      ),
    );
    expect(document.querySelector('a')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/bf.png');
    sync(() =>
      render(
        <ListingBanner banners={[banner({ type: 'bannerCard', position: 2 })]} device="desktop" />,
        document.body,
      ),
    );
    expect(document.body.innerHTML).toBe('');
    expect(bannerLink(banner({ url: 'javascript:alert(1)' }))).toBeUndefined();
  });
});

describe('CardBanner', () => {
  it('is an option of the listbox that opens on a click, in a new tab with Ctrl', () => {
    const onOpen = vi.fn();
    sync(() =>
      render(
        <ul role="listbox" aria-label="Results">
          <CardBanner
            banner={banner({ type: 'bannerCard', position: 3 })}
            device="desktop"
            id="o1"
            active
            onOpen={onOpen}
          />
        </ul>,
        document.body,
      ),
    );
    const option = document.getElementById('o1') as HTMLElement;
    expect(option.getAttribute('role')).toBe('option');
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(option.querySelector('img')?.alt).toBe('Black friday');
    sync(() => option.dispatchEvent(new MouseEvent('click', { bubbles: true, ctrlKey: true })));
    expect(onOpen).toHaveBeenCalledWith(true);
  });
});
