import { z } from 'zod';
import { registeredShopSchema } from './catalogue.api';
import { defineCall } from './call';

/** The claim token of a Storeden app install (the console's `/wizard/cms?storeden=<claim>`). */
export const storedenClaimTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,64}$/);

/** `POST integrations/storeden/claim`: the install to claim, and the shop it becomes. */
export const storedenClaimSchema = z.object({
  claim: storedenClaimTokenSchema,
  shopUrl: z.string().trim().min(1).max(2048),
  languageIso: z.string().min(2).max(8),
});
export type StoredenClaim = z.infer<typeof storedenClaimSchema>;

/** What the claim page shows before the owner claims: the store Storeden installed the app on. */
export const storedenInstallViewSchema = z.object({ storeName: z.string().nullable() });
export type StoredenInstallView = z.infer<typeof storedenInstallViewSchema>;

/**
 * The Storeden app install (docs/deploy.md, "Storeden app"): Storeden posts its key pair to the
 * public Auth URL, which holds it under a claim token; the signed-in owner then claims it.
 */
export const storedenInstallApi = {
  /** The held install's store, for the claim page (nothing is taken). */
  viewStoredenInstall: defineCall({
    method: 'GET',
    path: '/integrations/storeden/claim/:claim',
    params: z.object({ claim: storedenClaimTokenSchema }),
    response: storedenInstallViewSchema,
    auth: 'session',
  }),
  /** The caller's new Storeden shop from a held install: one use, nothing written on failure. */
  claimStoreden: defineCall({
    method: 'POST',
    path: '/integrations/storeden/claim',
    body: storedenClaimSchema,
    response: registeredShopSchema,
    auth: 'session',
  }),
};
