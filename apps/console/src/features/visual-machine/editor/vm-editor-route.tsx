import { useState, type ReactNode } from 'react';
import type { Shop } from '@trova/contracts';
import { useParams } from 'react-router';
import { VmLoadError, VmLoading, VmNoShop } from '../list/vm-states';
import { ITEM_ID_PARAM, NEW_ITEM_SEGMENT } from '../urls';
import { useVmShop } from '../use-vm-shop';
import { useVmList, type VmListCalls, type VmListItem } from '../vm-lists.queries';
import { useLeaveOnShopSwitch } from './use-leave-on-shop-switch';
import { VmItemNotFound } from './vm-item-not-found';

export interface VmEditorRouteProps<Draft, Saved extends Draft & VmListItem> {
  calls: VmListCalls<Draft, Saved>;
  listPath: string;
  /** A new item's draft (the contracts' default). */
  fresh: () => Draft;
  loadingLabel: string;
  notFoundLabel: string;
  /** The editor for the item: `id` is undefined for a new one. */
  render: (shop: Shop, id: string | undefined, initial: Draft) => ReactNode;
}

function Loader<Draft, Saved extends Draft & VmListItem>(
  props: VmEditorRouteProps<Draft, Saved> & { shop: Shop; itemId: string },
) {
  const list = useVmList(props.calls, props.shop.id);
  const [fresh] = useState(props.fresh);
  // A later failed re-read keeps the data it had: the editor, and what was typed, stay.
  if (!list.data) {
    if (list.isError) return <VmLoadError error={list.error} onRetry={() => void list.refetch()} />;
    return <VmLoading label={props.loadingLabel} />;
  }
  if (props.itemId === NEW_ITEM_SEGMENT) return props.render(props.shop, undefined, fresh);
  const item = list.data.find((candidate) => candidate.id === props.itemId);
  if (!item) return <VmItemNotFound listPath={props.listPath} text={props.notFoundLabel} />;
  return props.render(props.shop, item.id, item);
}

/**
 * The route of a Visual Machine editor (`…/new` or `…/{id}`, docs/product/visual-machine.md#editors),
 * shared by every list: it reads the current shop's list first (it holds the item, and a plan
 * below standard shows its lock before anything is typed), then renders the editor. A shop switch
 * returns to the list.
 * @example <VmEditorRoute calls={campaignCalls} listPath={campaignsPath} fresh={defaultCampaign} … render={(shop, id, initial) => <CampaignEditor … />} />
 */
export function VmEditorRoute<Draft, Saved extends Draft & VmListItem>(
  props: VmEditorRouteProps<Draft, Saved>,
) {
  const itemId = useParams()[ITEM_ID_PARAM] ?? NEW_ITEM_SEGMENT;
  const { shop, loading } = useVmShop();
  useLeaveOnShopSwitch(props.listPath);
  if (!shop) return loading ? <VmLoading label={props.loadingLabel} /> : <VmNoShop />;
  return <Loader key={`${shop.id}/${itemId}`} {...props} shop={shop} itemId={itemId} />;
}
