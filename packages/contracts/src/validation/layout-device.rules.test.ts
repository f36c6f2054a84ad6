import { describe, expect, it } from 'vitest';
import { defaultDesktopLayout, defaultMobileLayout } from '../shops/layout-device.schema';
import {
  canChooseTyping,
  isShowcaseShown,
  layerLayoutOf,
  pagingModeOf,
  productsPerPageOf,
  showcaseLock,
  typingModeOf,
  withDesktopLayout,
  withTyping,
} from './layout-device.rules';

describe('device codes', () => {
  it('reads the stored codes', () => {
    expect([1, 2, 3].map((code) => layerLayoutOf(code as 1 | 2 | 3))).toEqual([
      'full-screen',
      'half-screen',
      'windowed',
    ]);
    expect(typingModeOf(1)).toBe('click');
    expect(pagingModeOf(1)).toBe('infinite-scrolling');
    expect(productsPerPageOf(2)).toBe(12);
  });
});

describe('desktop layout and typing', () => {
  it('sets typing to input for windowed and click otherwise', () => {
    const windowed = withDesktopLayout(defaultDesktopLayout(), 'windowed');
    expect(windowed).toMatchObject({ layout: 3, typing: 2 });
    expect(withDesktopLayout({ ...windowed }, 'half-screen')).toMatchObject({
      layout: 2,
      typing: 1,
    });
  });

  it('keeps input typing while the layout is windowed', () => {
    const windowed = withDesktopLayout(defaultDesktopLayout(), 'windowed');
    expect(canChooseTyping('windowed')).toBe(false);
    expect(withTyping(windowed, 'click').typing).toBe(2);
    expect(withTyping(defaultDesktopLayout(), 'input').typing).toBe(2);
    expect(withTyping(defaultMobileLayout(), 'input').typing).toBe(2);
  });
});

describe('showcase lock', () => {
  it('locks below the start plan, while the plan loads, and counts trial as every tier', () => {
    expect(showcaseLock(defaultDesktopLayout(), 'little')).toBe('plan');
    expect(showcaseLock(defaultDesktopLayout(), null)).toBe('plan');
    expect(showcaseLock(defaultDesktopLayout(), 'trial')).toBeNull();
    expect(showcaseLock(defaultMobileLayout(), 'start')).toBeNull();
  });

  it('locks the desktop for windowed or input typing, mobile only for input', () => {
    expect(showcaseLock(withDesktopLayout(defaultDesktopLayout(), 'windowed'), 'start')).toBe(
      'layout',
    );
    expect(showcaseLock({ ...defaultDesktopLayout(), typing: 2 }, 'start')).toBe('typing');
    expect(showcaseLock({ ...defaultMobileLayout(), typing: 2 }, 'start')).toBe('typing');
  });

  it('shows a switched-on showcase only while unlocked', () => {
    const on = { ...defaultMobileLayout(), showcase: true };
    expect(isShowcaseShown(on, 'standard')).toBe(true);
    expect(isShowcaseShown({ ...on, typing: 2 }, 'standard')).toBe(false);
    expect(isShowcaseShown(on, 'little')).toBe(false);
  });
});
