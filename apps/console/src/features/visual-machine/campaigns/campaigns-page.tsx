import { copyOf } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { TabHeading } from '../../../lib/ui/section-layout';
import { useVmListActions } from '../list/use-vm-list-actions';
import { VmList } from '../list/vm-list';
import { VmLoadError, VmLoading, VmNoShop } from '../list/vm-states';
import { campaignsPath, vmEditorUrl } from '../urls';
import { useVmShop } from '../use-vm-shop';
import { campaignCalls } from '../vm-lists.queries';
import { hasUnavailableProduct } from './campaign-rules';

function CampaignList({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const actions = useVmListActions(campaignCalls, shopId, copyOf);
  const { list } = actions;
  if (list.isPending) return <VmLoading label={t('vm.campaigns.loading')} />;
  if (list.isError) return <VmLoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <VmList
      items={actions.items}
      labels={{
        searchPlaceholder: t('vm.campaigns.search', { count: actions.items.length }),
        newItem: t('vm.campaigns.new'),
        empty: t('vm.campaigns.empty'),
        table: t('vm.campaigns.table'),
      }}
      newHref={vmEditorUrl(campaignsPath)}
      editHref={(campaign) => vmEditorUrl(campaignsPath, campaign.id)}
      validityOf={(campaign) => campaign.validity}
      warningOf={(campaign) =>
        hasUnavailableProduct(campaign) ? t('vm.campaigns.unavailableMarker') : null
      }
      onToggle={actions.toggle}
      onToggleAll={actions.toggleAll}
      onReorder={actions.reorder}
      onCopy={(campaign) => void actions.copy(campaign)}
      busy={actions.busy}
    />
  );
}

/**
 * `/visualMachine/campaigns` (docs/product/visual-machine.md#lists): the current shop's campaigns in
 * the order search applies them.
 */
export function CampaignsPage() {
  const { t } = useTranslation();
  const { shop, loading } = useVmShop();
  let content;
  if (shop) content = <CampaignList key={shop.id} shopId={shop.id} />;
  else content = loading ? <VmLoading label={t('vm.campaigns.loading')} /> : <VmNoShop />;
  return (
    <>
      <TabHeading>{t('sections.visualMachine.campaigns')}</TabHeading>
      {content}
    </>
  );
}
