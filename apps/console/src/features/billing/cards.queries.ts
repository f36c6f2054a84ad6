import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingApi, type Card } from '@trova/contracts';
import { apiClient } from '../../lib/api/api-client';
import { ensureOk } from '../../lib/api/ensure-ok';
import { hasSessionToken } from '../../lib/api/session-store';

type Signal = { signal: AbortSignal };

export const cardKeys = { list: ['billing', 'cards'] as const };

/**
 * Saved cards (`GET customers/me/payment/methods`), only asked for when the selected plan pays
 * automatically: other plans have no cards (docs/product/billing.md#cards).
 */
export function useCards(enabled: boolean) {
  return useQuery({
    queryKey: cardKeys.list,
    queryFn: ({ signal }: Signal) => apiClient.call(billingApi.cards, { signal }),
    enabled: enabled && hasSessionToken(),
  });
}

/** `POST customers/me/payment/methods/stripe` with the provider's token; answers the cards. */
export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiClient.call(billingApi.addCard, { body: { token } }),
    onSuccess: (cards) => queryClient.setQueryData(cardKeys.list, cards),
  });
}

/**
 * `PUT customers/me/payment/methods` with the cards in their new order. The list shows the new
 * order at once and returns to the stored one if the server refuses it.
 */
export function useReorderCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethods: Card[]) =>
      apiClient.call(billingApi.reorderCards, { body: { paymentMethods } }),
    onMutate: async (paymentMethods) => {
      await queryClient.cancelQueries({ queryKey: cardKeys.list });
      const previous = queryClient.getQueryData<Card[]>(cardKeys.list);
      queryClient.setQueryData(cardKeys.list, paymentMethods);
      return { previous };
    },
    onError: (_error, _cards, context) => {
      queryClient.setQueryData(cardKeys.list, context?.previous);
    },
    onSuccess: (cards) => queryClient.setQueryData(cardKeys.list, cards),
  });
}

/** `DELETE customers/me/payment/methods/{id}`; the list is asked again after. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cardId: string) =>
      ensureOk(await apiClient.call(billingApi.deleteCard, { params: { cardId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.list }),
  });
}
