import { BUILT_IN_PLAN_TEXTS, type PlanKey } from '@trova/contracts';
import type { TFunction } from 'i18next';

/**
 * A plan's title in the interface language: the console's translation while the server answers the
 * built-in title, the operator's own title as written (docs/product/billing.md#plans-file).
 * @example planTitle(t, 'custom', 'Custom') // 'Personalizzato' in Italian
 */
export function planTitle(t: TFunction, key: PlanKey, title: string): string {
  return title === BUILT_IN_PLAN_TEXTS[key].title ? t(`billing.planTexts.${key}.title`) : title;
}

/**
 * A plan's description in the interface language, on the same rule as {@link planTitle}.
 * @example planDescription(t, 'start', '10.000 queries a month') // '10.000 ricerche al mese'
 */
export function planDescription(t: TFunction, key: PlanKey, description: string): string {
  return description === BUILT_IN_PLAN_TEXTS[key].description
    ? t(`billing.planTexts.${key}.description`)
    : description;
}
