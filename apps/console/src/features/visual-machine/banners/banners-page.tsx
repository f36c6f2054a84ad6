import type { Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { TabHeading } from '../../../lib/ui/section-layout';
import { useVmListActions } from '../list/use-vm-list-actions';
import { VmList } from '../list/vm-list';
import { VmLoadError, VmLoading, VmNoShop } from '../list/vm-states';
import { bannersPath, vmEditorUrl } from '../urls';
import { useVmShop } from '../use-vm-shop';
import { bannerCalls } from '../vm-lists.queries';
import { copyBannerCampaign } from './banners.queries';
import { DynamicBlocksToggle } from './dynamic-blocks-toggle';

function BannerList({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const actions = useVmListActions(bannerCalls, shop.id, (campaign) =>
    copyBannerCampaign(shop.id, campaign),
  );
  const { list, items } = actions;
  if (list.isPending) return <VmLoading label={t('vm.banners.loading')} />;
  if (list.isError) return <VmLoadError error={list.error} onRetry={() => void list.refetch()} />;
  const switchAllOff = () =>
    items.some((item) => item.isActive) ? actions.switchAllOff() : Promise.resolve();
  return (
    <VmList
      items={items}
      labels={{
        searchPlaceholder: t('vm.banners.search', { count: items.length }),
        newItem: t('vm.banners.new'),
        empty: t('vm.banners.empty'),
        table: t('vm.banners.table'),
      }}
      newHref={vmEditorUrl(bannersPath)}
      editHref={(campaign) => vmEditorUrl(bannersPath, campaign.id)}
      validityOf={(campaign) => campaign.validity}
      onToggle={actions.toggle}
      onToggleAll={actions.toggleAll}
      onReorder={actions.reorder}
      onCopy={(campaign) => void actions.copy(campaign)}
      busy={actions.busy}
      extra={<DynamicBlocksToggle shop={shop} switchAllOff={switchAllOff} busy={actions.busy} />}
    />
  );
}

/**
 * `/visualMachine/banners` (docs/product/visual-machine.md#banners): the current shop's banner
 * campaigns, in order, and the dynamic blocks switch.
 */
export function BannersPage() {
  const { t } = useTranslation();
  const { shop, loading } = useVmShop();
  let content;
  if (shop) content = <BannerList key={shop.id} shop={shop} />;
  else content = loading ? <VmLoading label={t('vm.banners.loading')} /> : <VmNoShop />;
  return (
    <>
      <TabHeading>{t('sections.visualMachine.banners')}</TabHeading>
      {content}
    </>
  );
}
