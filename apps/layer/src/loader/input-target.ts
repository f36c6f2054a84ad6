import type { LayerConfiguration } from '@trova/contracts';
import type { Device } from '../layout/device';

type Selector = LayerConfiguration['selector'];

/**
 * The selector in force on this device: the mobile or desktop one when set, else the main one
 * (docs/product/search-setup.md#selector).
 */
export function activeSelector(selector: Selector, device: Device): string {
  const specific = (device === 'mobile' ? selector.mobile : selector.desktop).trim();
  return specific || selector.selectorId.trim();
}

/**
 * Whether a focused or typed-in element is the shop's search box. With `isId` the selector is an
 * element id, otherwise a CSS selector. Matching uses `closest`, so a selector naming the search
 * form or a wrapper works too; matching per event (rather than looking the element up once) keeps
 * working when a storefront renders or replaces its search box after the loader ran.
 */
export function searchBoxMatcher(
  selector: Selector,
  device: Device,
): (target: EventTarget | null) => target is HTMLInputElement | HTMLTextAreaElement {
  const value = activeSelector(selector, device);
  return (target): target is HTMLInputElement | HTMLTextAreaElement => {
    if (!value) return false;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
      return false;
    }
    if (selector.isId) {
      for (let node: Element | null = target; node; node = node.parentElement) {
        if (node.id === value) return true;
      }
      return false;
    }
    try {
      return target.closest(value) !== null;
    } catch {
      // An invalid selector matches nothing rather than breaking the shop's page.
      return false;
    }
  };
}
