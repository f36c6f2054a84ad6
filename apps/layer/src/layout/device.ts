/**
 * Below this width the layer uses the mobile design and the setup's mobile selector
 * (docs/product/layout-design.md#mobile-tab, docs/product/search-setup.md#selector). Shared by the
 * loader and the overlay so both agree on which design a visit gets.
 */
export const MOBILE_MEDIA_QUERY = '(max-width: 767px)';

export type Device = 'desktop' | 'mobile';

export function currentDevice(win: Pick<Window, 'matchMedia'>): Device {
  return win.matchMedia(MOBILE_MEDIA_QUERY).matches ? 'mobile' : 'desktop';
}
