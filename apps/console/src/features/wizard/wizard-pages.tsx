import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A step loaded on first visit: /wizard, where every new customer lands after login, then carries
 * only the start step, and the tiles and forms of the later steps arrive when they are reached.
 */
function laterStep<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  const Step = lazy(async (): Promise<{ default: ComponentType }> => ({
    default: (await load())[name],
  }));
  return function LaterStep() {
    return (
      <Suspense fallback={null}>
        <Step />
      </Suspense>
    );
  };
}

/**
 * The wizard's steps (docs/product/onboarding.md#wizard-steps), the lazy route module of the four
 * of them.
 */
export { WizardStartPage } from './wizard-start-page';
export const WizardCmsPage = laterStep(() => import('./wizard-cms-page'), 'WizardCmsPage');
export const WizardShopPage = laterStep(() => import('./wizard-shop-page'), 'WizardShopPage');
export const WizardSettingsPage = laterStep(
  () => import('./wizard-settings-page'),
  'WizardSettingsPage',
);
