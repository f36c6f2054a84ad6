import { useState } from 'react';
import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/time/use-now';
import { TabHeading } from '../../../lib/ui/section-layout';
import { useVmListActions } from '../list/use-vm-list-actions';
import { VmList } from '../list/vm-list';
import { VmLoadError, VmLoading, VmNoShop } from '../list/vm-states';
import { recommendationsPath, vmEditorUrl } from '../urls';
import { useVmShop } from '../use-vm-shop';
import { validityOfSchedule } from './recommendation-draft';
import { copyRecommendation, hasUnavailableProduct, isOutdated } from './recommendation-rules';
import { HistoryIntervalSelect } from './history-interval-select';
import { recommendationCalls } from './recommendations.queries';
import { RecommendationsIntro } from './recommendations-intro';

function RecommendationList({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const actions = useVmListActions(recommendationCalls, shopId, (rule) => copyRecommendation(rule));
  const [onlyOld, setOnlyOld] = useState(false);
  const nowSeconds = Math.floor(useNow() / 1000);
  const { list, items } = actions;
  if (list.isPending) return <VmLoading label={t('vmRecommendations.loading')} />;
  if (list.isError) return <VmLoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <VmList
      items={items}
      labels={{
        searchPlaceholder: t('vmRecommendations.search', { count: items.length }),
        newItem: t('vmRecommendations.new'),
        empty: t('vmRecommendations.empty'),
        table: t('vmRecommendations.table'),
      }}
      newHref={vmEditorUrl(recommendationsPath)}
      editHref={(rule) => vmEditorUrl(recommendationsPath, rule.id)}
      validityOf={(rule) => validityOfSchedule(rule.condition[0][0])}
      warningOf={(rule) =>
        hasUnavailableProduct(rule) ? t('vmRecommendations.unavailableMarker') : null
      }
      onToggle={actions.toggle}
      onToggleAll={actions.toggleAll}
      onReorder={actions.reorder}
      onCopy={(rule) => void actions.copy(rule)}
      busy={actions.busy}
      narrow={
        onlyOld
          ? {
              keep: (rule) => isOutdated(rule, nowSeconds),
              label: t('vmRecommendations.onlyOldShown'),
            }
          : null
      }
      extra={
        <>
          <HistoryIntervalSelect shopId={shopId} />
          {items.length === 0 ? null : (
            <Switch
              label={t('vmRecommendations.onlyOld')}
              description={t('vmRecommendations.onlyOldHelp')}
              maw={260}
              checked={onlyOld}
              onChange={(event) => setOnlyOld(event.currentTarget.checked)}
            />
          )}
        </>
      }
    />
  );
}

/**
 * `/visualMachine/recommendations` (docs/product/visual-machine.md#recommendations): what
 * recommendations do, the current shop's recommendations in the order they are served, the
 * history interval and the "only old data" filter.
 * @example { path: recommendationsPath, lazy: page(load.visualMachinePages, 'RecommendationsPage') }
 */
export function RecommendationsPage() {
  const { t } = useTranslation();
  const { shop, loading } = useVmShop();
  let content;
  if (shop) content = <RecommendationList key={shop.id} shopId={shop.id} />;
  else content = loading ? <VmLoading label={t('vmRecommendations.loading')} /> : <VmNoShop />;
  return (
    <Stack>
      <TabHeading>{t('sections.visualMachine.recommendations')}</TabHeading>
      <RecommendationsIntro />
      {content}
    </Stack>
  );
}
