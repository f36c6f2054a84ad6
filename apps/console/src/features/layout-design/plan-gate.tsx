import { Alert, Anchor } from '@mantine/core';
import { planHasFeature, type PlanFeature } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPlansPath } from '../billing/urls';
import { usePlanKey } from '../setup/use-plan-key';

/**
 * Whether the effective plan includes a gated feature (docs/product/billing.md#gating-by-plan; a
 * trial counts as every tier). Locked while the plan loads, so nothing gated flickers on; `known`
 * tells the notice apart from the wait.
 */
export function usePlanFeature(feature: PlanFeature) {
  const planKey = usePlanKey();
  return {
    planKey,
    allowed: planKey !== null && planHasFeature(planKey, feature),
    known: planKey !== null,
  };
}

/** The "available" notice of a gated feature: the plan that unlocks it and a link to the plans. */
export function StartPlanNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('layoutDesign.gating.title')}>
      {t('layoutDesign.gating.body')}{' '}
      <Anchor component={Link} to={billingPlansPath}>
        {t('layoutDesign.gating.plans')}
      </Anchor>
    </Alert>
  );
}
