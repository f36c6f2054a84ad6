import { Paper, Table, Title } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { PLAN_FEATURES, planHasFeature, type Plan } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { planTitle } from './plan-texts';

/** Which plan includes which feature (docs/product/billing.md#gating-by-plan). */
export function PlanFeatureTable({ plans }: { plans: readonly Plan[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="billing-features-title">
      <Title order={3} id="billing-features-title" mb="sm">
        {t('billing.features.title')}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('billing.features.feature')}</Table.Th>
              {plans.map((plan) => (
                <Table.Th key={plan.key} ta="center">
                  {planTitle(t, plan.key, plan.title)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PLAN_FEATURES.map((feature) => (
              <Table.Tr key={feature}>
                <Table.Th scope="row" fw={400}>
                  {t(`billing.features.names.${feature}`)}
                </Table.Th>
                {plans.map((plan) => {
                  const included = planHasFeature(plan.key, feature);
                  const label = t(
                    included ? 'billing.features.included' : 'billing.features.notIncluded',
                  );
                  return (
                    <Table.Td key={plan.key} ta="center">
                      {included ? (
                        <IconCheck
                          size={16}
                          aria-label={label}
                          role="img"
                          color="var(--mantine-color-green-7)"
                        />
                      ) : (
                        <IconMinus
                          size={16}
                          aria-label={label}
                          role="img"
                          color="var(--mantine-color-dimmed)"
                        />
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
