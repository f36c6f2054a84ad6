import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  BANNER_TIER_PARAM,
  visualMachineApi,
  type BannerCampaign,
  type Campaign,
  type SavedBannerCampaign,
  type SavedCampaign,
} from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';

/** What every Visual Machine list item has (campaigns, banner campaigns, recommendations). */
export interface VmListItem {
  id: string;
  name: string;
  isActive: boolean;
}

/**
 * The calls of one Visual Machine list (docs/product/visual-machine.md#calls). The three lists
 * differ only in paths and in how the whole-list save wraps the items, so screens are written once
 * against this and each list supplies its calls. `Saved` is the stored item (with id), `Draft` what
 * an editor sends.
 */
export interface VmListCalls<Draft, Saved extends Draft & VmListItem> {
  /** Names the list in cache keys. */
  kind: string;
  list: (shopId: string, signal: AbortSignal) => Promise<Saved[]>;
  /** Creates, or copies: an item without id goes to the end of the list. */
  create: (shopId: string, item: Draft) => Promise<Saved>;
  update: (shopId: string, id: string, item: Draft) => Promise<Saved>;
  remove: (shopId: string, id: string) => Promise<unknown>;
  /** The whole list in its new order (reorder, enable/disable all); must name every item. */
  saveOrder: (shopId: string, items: Saved[]) => Promise<Saved[]>;
}

const tier = { tier: BANNER_TIER_PARAM } as const;

/** Campaigns: `shops/{id}/visual-machine`, the order saved as a bare array. */
export const campaignCalls: VmListCalls<Campaign, SavedCampaign> = {
  kind: 'campaigns',
  list: (id, signal) => apiClient.call(visualMachineApi.campaigns, { params: { id }, signal }),
  create: (id, body) => apiClient.call(visualMachineApi.createCampaign, { params: { id }, body }),
  update: (id, itemId, body) =>
    apiClient.call(visualMachineApi.updateCampaign, { params: { id, itemId }, body }),
  remove: (id, itemId) =>
    apiClient.call(visualMachineApi.deleteCampaign, { params: { id, itemId } }),
  saveOrder: (id, body) =>
    apiClient.call(visualMachineApi.saveCampaignOrder, { params: { id }, body }),
};

/** Banner campaigns: `shops/{id}/VM?tier=1`, the order saved as `{ campaigns }`. */
export const bannerCalls: VmListCalls<BannerCampaign, SavedBannerCampaign> = {
  kind: 'banners',
  list: (id, signal) =>
    apiClient.call(visualMachineApi.bannerCampaigns, { params: { id }, query: tier, signal }),
  create: (id, body) =>
    apiClient.call(visualMachineApi.createBannerCampaign, { params: { id }, query: tier, body }),
  update: (id, itemId, body) =>
    apiClient.call(visualMachineApi.updateBannerCampaign, {
      params: { id, itemId },
      query: tier,
      body,
    }),
  remove: (id, itemId) =>
    apiClient.call(visualMachineApi.deleteBannerCampaign, { params: { id, itemId }, query: tier }),
  saveOrder: (id, campaigns) =>
    apiClient.call(visualMachineApi.saveBannerCampaignOrder, {
      params: { id },
      query: tier,
      body: { campaigns },
    }),
};

/**
 * `GET shops/{id}/VM/banner-id?tier=1`: a fresh uuid for a banner's name.
 * @example await requestBannerId('shop-1') // '0b6c…'
 */
export async function requestBannerId(shopId: string): Promise<string> {
  const answer = await apiClient.call(visualMachineApi.bannerId, {
    params: { id: shopId },
    query: tier,
  });
  return answer.uuid;
}

export const vmListKeys = {
  all: ['visual-machine'] as const,
  list: (kind: string, shopId: string) => ['visual-machine', kind, shopId] as const,
};

/** The list of the current shop, in its stored order; waits for a shop. */
export function useVmList<Draft, Saved extends Draft & VmListItem>(
  calls: VmListCalls<Draft, Saved>,
  shopId: string | null,
) {
  return useQuery({
    queryKey: vmListKeys.list(calls.kind, shopId ?? ''),
    queryFn: ({ signal }: { signal: AbortSignal }) => calls.list(shopId ?? '', signal),
    enabled: shopId !== null,
  });
}

/** Shows a change at once; the re-read after the call puts the server's answer back. */
function showNow<Saved>(
  queryClient: QueryClient,
  key: readonly unknown[],
  change: (items: Saved[]) => Saved[],
): void {
  const current = queryClient.getQueryData<Saved[]>(key);
  if (current) queryClient.setQueryData(key, change(current));
}

/**
 * Create, update, delete and whole-list save of one list. The list is read again after every call,
 * whether it worked or not (docs/product/visual-machine.md#lists), so the screen always shows what
 * is stored; a reorder or an update shows at once meanwhile.
 */
export function useVmListMutations<Draft, Saved extends Draft & VmListItem>(
  calls: VmListCalls<Draft, Saved>,
  shopId: string,
) {
  const queryClient = useQueryClient();
  const key = vmListKeys.list(calls.kind, shopId);
  // Not awaited: the caller's own success step (a toast, leaving the editor) need not wait for it.
  const reread = () => void queryClient.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: (item: Draft) => calls.create(shopId, item),
    onSettled: reread,
  });
  const update = useMutation({
    mutationFn: ({ id, item }: { id: string; item: Draft }) => calls.update(shopId, id, item),
    onMutate: async ({ id, item }) => {
      await queryClient.cancelQueries({ queryKey: key });
      showNow<Saved>(queryClient, key, (items) =>
        items.map((stored) => (stored.id === id ? { ...stored, ...item, id } : stored)),
      );
    },
    onSettled: reread,
  });
  const remove = useMutation({
    mutationFn: (id: string) => calls.remove(shopId, id),
    onSettled: reread,
  });
  const saveOrder = useMutation({
    mutationFn: (items: Saved[]) => calls.saveOrder(shopId, items),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: key });
      showNow<Saved>(queryClient, key, () => items);
    },
    onSettled: reread,
  });
  return { create, update, remove, saveOrder };
}

/**
 * An editor's save (docs/product/visual-machine.md#editors): without id it creates, with one it
 * updates. `prepare` completes the draft first (e.g. banner names from the banner-id call). The
 * list is read again afterwards; a failure leaves the editor's draft as it was.
 */
export function useVmItemSave<Draft, Saved extends Draft & VmListItem>(
  calls: VmListCalls<Draft, Saved>,
  shopId: string,
  id: string | undefined,
  prepare: (draft: Draft) => Draft | Promise<Draft> = (draft) => draft,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: Draft) => {
      const ready = await prepare(draft);
      return id === undefined ? calls.create(shopId, ready) : calls.update(shopId, id, ready);
    },
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: vmListKeys.list(calls.kind, shopId) }),
  });
}
