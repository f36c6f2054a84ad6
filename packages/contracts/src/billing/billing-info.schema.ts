import { z } from 'zod';
import {
  isPecRequired,
  isSdiRequired,
  validatePec,
  validateSdi,
} from '../validation/billing.rules';
import { isValidEmail } from '../validation/email.rules';
import { isStateRequired } from '../validation/billing.rules';

/**
 * Billing info as stored and answered by `GET customers/me`
 * (docs/product/billing.md#billing-information). Fields may be empty: emptiness is what
 * `isBillingInfoIncomplete` reports, so the stored shape stays lenient.
 */
export const billingInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  address: z.string(),
  email: z.string(),
  city: z.string(),
  vat: z.string(),
  /** ISO 3166-1 alpha-2 code; empty until set (the console defaults it from the browser locale). */
  country: z.string(),
  state: z.string(),
  /** Also called zipCode; `zip` is the wire name. */
  zip: z.string(),
  sdi: z.string(),
  pec: z.string(),
  isDeactivating: z.boolean(),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;

/**
 * `PUT customers/me` with billing fields. Enforces the form's rules: a valid email, SDI of exactly 7
 * characters for IT/VA/SM, a PEC for IT (a valid address wherever one is given), and a state where the country has a region list.
 */
export const billingInfoUpdateSchema = billingInfoSchema
  .omit({ isDeactivating: true })
  .extend({ country: z.string().length(2).toUpperCase() })
  .superRefine((info, ctx) => {
    if (info.email !== '' && !isValidEmail(info.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email non corretta' });
    }
    if (isSdiRequired(info.country) && !validateSdi(info.country, info.sdi)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sdi'],
        message: 'SDI must have exactly 7 characters',
      });
    }
    if (isPecRequired(info.country) && info.pec.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['pec'], message: 'PEC is required for Italy' });
    }
    if (!validatePec(info.pec)) {
      ctx.addIssue({ code: 'custom', path: ['pec'], message: 'PEC must be a valid address' });
    }
    if (isStateRequired(info.country) && info.state.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'State is required' });
    }
  });
export type BillingInfoUpdate = z.infer<typeof billingInfoUpdateSchema>;

/** `PUT customers/me` with a reseller code. */
export const resellerCodeUpdateSchema = z.object({ resellerCode: z.string().trim().min(1) });
export type ResellerCodeUpdate = z.infer<typeof resellerCodeUpdateSchema>;

/** An empty billing record, before the customer fills it in. */
export function emptyBillingInfo(): BillingInfo {
  return {
    firstName: '',
    lastName: '',
    companyName: '',
    address: '',
    email: '',
    city: '',
    vat: '',
    country: '',
    state: '',
    zip: '',
    sdi: '',
    pec: '',
    isDeactivating: false,
  };
}
