import {
  LAYER_LAYOUT_CODES,
  PAGING_CODES,
  PRODUCTS_PER_PAGE,
  TYPING_CODES,
  type Layout,
  type LayerLayout,
  type PagingMode,
  type TypingMode,
} from '@trova/contracts';
import type { Device } from './device';

/** How the overlay sits on the page: the desktop layouts, or the mobile full screen. */
export type LayerFrame = LayerLayout | 'mobile';

export interface LayerBehaviour {
  device: Device;
  frame: LayerFrame;
  typing: TypingMode;
  minChars: number;
  paging: PagingMode;
  pageSize: number;
  /** Logo URL, shown in the desktop full screen only; empty for none. */
  logoUrl: string;
  /** Filters sit beside the results, except in the small windowed panel. */
  facets: boolean;
  /** Full screens own the page: focus stays inside and the page does not scroll. */
  modal: boolean;
}

function fromCode<K extends string>(
  codes: Readonly<Record<K, number>>,
  code: number,
  fallback: K,
): K {
  const found = (Object.keys(codes) as K[]).find((name) => codes[name] === code);
  return found ?? fallback;
}

/**
 * Reads the stored numeric codes of the device's design (docs/product/layout-design.md#defaults)
 * into the overlay's behaviour.
 *
 * @example layerBehaviour(defaultLayout(), 'mobile').pageSize // 12
 */
export function layerBehaviour(layout: Layout, device: Device): LayerBehaviour {
  const design = device === 'mobile' ? layout.mobile : layout.desktop;
  const frame: LayerFrame =
    device === 'mobile'
      ? 'mobile'
      : fromCode<LayerLayout>(LAYER_LAYOUT_CODES, layout.desktop.layout, 'full-screen');
  return {
    device,
    frame,
    typing: fromCode<TypingMode>(TYPING_CODES, design.typing, 'click'),
    minChars: Math.max(1, design.minChars),
    paging: fromCode<PagingMode>(PAGING_CODES, design.paging, 'infinite-scrolling'),
    pageSize: PRODUCTS_PER_PAGE[design.perPage - 1] ?? PRODUCTS_PER_PAGE[0],
    logoUrl: frame === 'full-screen' ? layout.desktop.logoUrl.trim() : '',
    facets: frame !== 'windowed',
    modal: frame === 'full-screen' || frame === 'mobile',
  };
}

/**
 * Whether a keystroke searches: only in `input` typing, once the text (without surrounding
 * spaces) has the minimum characters (docs/product/layout-design.md#desktop-tab).
 */
export function searchesWhileTyping(behaviour: LayerBehaviour, text: string): boolean {
  return behaviour.typing === 'input' && text.trim().length >= behaviour.minChars;
}
