import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopsApi, type Shop } from '@trova/contracts';
import { useNavigate } from 'react-router';
import { apiClient } from '../../lib/api/api-client';
import { ensureOk } from '../account/account.queries';
import { loadConfiguration, resetConfiguration } from '../configuration/configuration-store';
import { setCurrentShopId } from '../shops/current-shop-store';
import { shopKeys, shopListQuery } from '../shops/shops.queries';

/** Where the console goes after a shop is deleted, given the shops that remain (document 001 §4). */
export function afterShopDeleted(remaining: readonly Shop[]): {
  currentShop: Shop | null;
  to: '/dashboard' | '/wizard';
} {
  const first = remaining[0];
  return first ? { currentShop: first, to: '/dashboard' } : { currentShop: null, to: '/wizard' };
}

/**
 * `DELETE shops/{id}`, then: the edit history is cleared; the first remaining shop becomes current and
 * the dashboard opens, or, with no shop left, the configuration is emptied and the wizard starts.
 */
export function useDeleteShop() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (shopId: string) => {
      ensureOk(await apiClient.call(shopsApi.remove, { params: { id: shopId } }));
      const remaining = await queryClient.fetchQuery({ ...shopListQuery, staleTime: 0 });
      return afterShopDeleted(remaining.filter((shop) => shop.id !== shopId));
    },
    onSuccess: async ({ currentShop, to }) => {
      resetConfiguration();
      setCurrentShopId(currentShop?.id ?? null);
      if (currentShop) loadConfiguration(currentShop);
      await navigate(to);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.syncStatus }),
  });
}
