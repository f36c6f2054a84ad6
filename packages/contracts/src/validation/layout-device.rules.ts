import {
  LAYER_LAYOUT_CODES,
  LAYER_LAYOUTS,
  PAGING_CODES,
  PAGING_MODES,
  PRODUCTS_PER_PAGE,
  TYPING_CODES,
  TYPING_MODES,
  type LayerLayout,
  type PagingMode,
  type TypingMode,
} from '../constants/layout.constants';
import { isStartOrMore } from '../constants/plan-gating.constants';
import type { PlanKey } from '../constants/plans.constants';
import type { DesktopLayout, MobileLayout } from '../shops/layout-device.schema';
import { typingForLayout } from './layout.rules';

/*
 * The stored layout keeps numeric codes (docs/product/layout-design.md#defaults); these turn them
 * into the names the rules speak and back.
 */
function nameOf<T extends string>(
  codes: Readonly<Record<T, number>>,
  code: number,
  names: readonly T[],
): T {
  return names.find((name) => codes[name] === code) ?? names[0]!;
}

/** @example layerLayoutOf(3) // 'windowed' */
export function layerLayoutOf(code: DesktopLayout['layout']): LayerLayout {
  const ordered = [...LAYER_LAYOUTS].sort((a, b) => LAYER_LAYOUT_CODES[a] - LAYER_LAYOUT_CODES[b]);
  return nameOf(LAYER_LAYOUT_CODES, code, ordered);
}

/** @example typingModeOf(2) // 'input' */
export function typingModeOf(code: DesktopLayout['typing']): TypingMode {
  return nameOf(TYPING_CODES, code, TYPING_MODES);
}

/** @example pagingModeOf(2) // 'paginator' */
export function pagingModeOf(code: DesktopLayout['paging']): PagingMode {
  return nameOf(PAGING_CODES, code, PAGING_MODES);
}

/** @example productsPerPageOf(4) // 24 */
export function productsPerPageOf(code: DesktopLayout['perPage']): number {
  return PRODUCTS_PER_PAGE[code - 1] ?? PRODUCTS_PER_PAGE[0];
}

/**
 * Changing the desktop layout sets typing to input for windowed and to click otherwise
 * (docs/product/layout-design.md#desktop-tab).
 * @example withDesktopLayout(defaultDesktopLayout(), 'windowed').typing // 2 (input)
 */
export function withDesktopLayout(desktop: DesktopLayout, layout: LayerLayout): DesktopLayout {
  return {
    ...desktop,
    layout: LAYER_LAYOUT_CODES[layout],
    typing: TYPING_CODES[typingForLayout(layout)],
  };
}

/** The windowed layout forces input typing: typing can be chosen only for the other layouts. */
export function canChooseTyping(layout: LayerLayout | null): boolean {
  return layout !== 'windowed';
}

/**
 * Sets a device's typing; a windowed desktop keeps input whatever is asked.
 * @example withTyping(windowedDesktop, 'click').typing // 2 (input)
 */
export function withTyping<T extends DesktopLayout | MobileLayout>(
  device: T,
  typing: TypingMode,
): T {
  const layout = 'layout' in device ? layerLayoutOf(device.layout) : null;
  if (!canChooseTyping(layout)) return device;
  return { ...device, typing: TYPING_CODES[typing] };
}

/** Why a device's showcase is locked, most fundamental first, or null when it can be used. */
export type ShowcaseLock = 'plan' | 'layout' | 'typing';

/**
 * The showcase needs the start plan, click typing and, on desktop, a layout other than windowed
 * (docs/product/layout-design.md#showcase). A plan still loading (null) locks it.
 * @example showcaseLock(defaultMobileLayout(), 'little') // 'plan'
 */
export function showcaseLock(
  device: DesktopLayout | MobileLayout,
  planKey: PlanKey | null,
): ShowcaseLock | null {
  if (planKey === null || !isStartOrMore(planKey)) return 'plan';
  if ('layout' in device && layerLayoutOf(device.layout) === 'windowed') return 'layout';
  if (typingModeOf(device.typing) === 'input') return 'typing';
  return null;
}

/** Whether the layer shows the device's showcase: switched on and not locked. */
export function isShowcaseShown(
  device: DesktopLayout | MobileLayout,
  planKey: PlanKey | null,
): boolean {
  return device.showcase && showcaseLock(device, planKey) === null;
}
