import { describe, expect, it } from 'vitest';
import { currentDevice, MOBILE_MEDIA_QUERY } from './device';

const viewport = (mobile: boolean) => ({
  matchMedia: (query: string) =>
    ({ matches: query === MOBILE_MEDIA_QUERY && mobile }) as MediaQueryList,
});

describe('currentDevice', () => {
  it('uses the mobile design on narrow viewports', () => {
    expect(currentDevice(viewport(true))).toBe('mobile');
    expect(currentDevice(viewport(false))).toBe('desktop');
  });
});
