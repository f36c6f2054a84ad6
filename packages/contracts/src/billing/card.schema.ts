import { z } from 'zod';

/** Cards one reorder may list (docs/product/billing.md#cards): far above what a customer saves. */
export const SAVED_CARDS_MAX = 50;

/** Saved payment card (docs/product/billing.md#cards). */
export const cardSchema = z.object({
  id: z.string().min(1),
  brand: z.string(),
  lastDigits: z.string().regex(/^\d{4}$/),
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(2000),
});
export type Card = z.infer<typeof cardSchema>;

/** `POST customers/me/payment/methods/stripe`: the provider's card token. */
export const addCardPayloadSchema = z.object({ token: z.string().min(1) });
export type AddCardPayload = z.infer<typeof addCardPayloadSchema>;

/** `PUT customers/me/payment/methods`: the cards in their new order. */
export const reorderCardsPayloadSchema = z.object({
  paymentMethods: z.array(cardSchema).max(SAVED_CARDS_MAX),
});
export type ReorderCardsPayload = z.infer<typeof reorderCardsPayloadSchema>;
