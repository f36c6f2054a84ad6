import { Alert, Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { completedShopTotals, displayShopUrl, shopStatus, type Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../lib/format/number-format';
import { queryLimitLevel } from './billing-state.rules';
import { billingPlansPath } from './urls';

/** "Reaching" or "exceeded" the query limit (docs/product/billing.md#query-tiers), or nothing. */
export function QueryLimitMessage({ queries, threshold }: { queries: number; threshold: number }) {
  const { t } = useTranslation();
  const level = queryLimitLevel(queries, threshold);
  if (level === 'ok') return null;
  return (
    <Alert color={level === 'exceeded' ? 'red' : 'yellow'} role="status">
      <Text size="sm">
        {t(
          level === 'exceeded'
            ? 'billing.warnings.exceededLimit'
            : 'billing.warnings.reachingLimit',
        )}
      </Text>
      <Anchor component={Link} to={billingPlansPath} size="sm">
        {t('billing.warnings.seePlans')}
      </Anchor>
    </Alert>
  );
}

/** The recap square's short form of the same message, linking to the plans. */
export function QueryLimitNote({ queries, threshold }: { queries: number; threshold: number }) {
  const { t } = useTranslation();
  const level = queryLimitLevel(queries, threshold);
  if (level === 'ok') return null;
  return (
    <Anchor
      component={Link}
      to={billingPlansPath}
      size="xs"
      mt={6}
      display="block"
      c={level === 'exceeded' ? 'red' : 'orange'}
    >
      {t(
        level === 'exceeded' ? 'billing.warnings.exceededLimit' : 'billing.warnings.reachingLimit',
      )}
    </Anchor>
  );
}

/**
 * This month's usage per completed shop (SKUs and requests, which are human search intents) and
 * their total against the plan's threshold (docs/product/billing.md#overview-screen).
 */
export function ShopUsage({ shops, threshold }: { shops: readonly Shop[]; threshold: number }) {
  const { t } = useTranslation();
  const completed = shops.filter((shop) => shopStatus(shop) === 'completed');
  const totals = completedShopTotals(shops);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="billing-usage-title">
      <Stack gap="sm">
        <Title order={3} id="billing-usage-title">
          {t('billing.usage.title')}
        </Title>
        {completed.length === 0 ? (
          <Text c="dimmed">{t('billing.usage.empty')}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billing.usage.shop')}</Table.Th>
                <Table.Th ta="right">{t('billing.usage.skus')}</Table.Th>
                <Table.Th ta="right">{t('billing.usage.requests')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {completed.map((shop) => (
                <Table.Tr key={shop.id}>
                  <Table.Td>{displayShopUrl(shop.url)}</Table.Td>
                  <Table.Td ta="right">{formatCount(shop.skus)}</Table.Td>
                  <Table.Td ta="right">{formatCount(shop.requests)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{t('billing.usage.total')}</Table.Th>
                <Table.Th ta="right">{formatCount(totals.skus)}</Table.Th>
                <Table.Th ta="right">{formatCount(totals.requests)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        )}
        <Text size="sm">
          {t('billing.usage.ofThreshold', {
            queries: formatCount(totals.requests),
            threshold: formatCount(threshold),
          })}
        </Text>
        <QueryLimitMessage queries={totals.requests} threshold={threshold} />
      </Stack>
    </Paper>
  );
}
