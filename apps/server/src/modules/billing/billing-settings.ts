import fs from 'node:fs';
import { BUILT_IN_PLAN_TEXTS } from '@trova/contracts';
import { z } from 'zod';
import { ConfigError } from '../../config/config';

const cents = z.number().int().nonnegative().max(100_000_000);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const planText = z.strictObject({ title: z.string().min(1), description: z.string() });
/** A self-service plan: its monthly price in euro cents, VAT excluded; yearly is derived. */
const pricedPlan = planText.extend({ monthlyCents: cents });

/**
 * The operator's billing settings (docs/product/billing.md#plans-file): plan titles, descriptions and
 * prices, the seller printed on invoices, the VAT rule's rate and notes, and the time zone invoices
 * are dated in. Thresholds, overage blocks, the trial and the annual saving are the product's own
 * (the contracts' plan constants), not settings. The file is read whole: every field is required,
 * so a typo is an error at start instead of a silent default.
 */
export const billingSettingsSchema = z.strictObject({
  timeZone: z.string().refine(isTimeZone, 'not a time zone Intl knows (e.g. Europe/Rome)'),
  plans: z.strictObject({
    trial: planText,
    little: pricedPlan,
    start: pricedPlan,
    standard: pricedPlan,
    advanced: pricedPlan,
    enterprise: planText,
    custom: planText,
  }),
  seller: z.strictObject({
    name: z.string(),
    address: z.string(),
    zip: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code such as IT'),
    vat: z.string(),
    email: z.string(),
    pec: z.string(),
  }),
  vat: z.strictObject({
    /** The seller country's rate in basis points (2200 = 22 %). */
    domesticRateBasisPoints: z.number().int().min(0).max(10_000),
    /** Printed on invoices to business buyers of another EU country (0 %, reverse charge). */
    reverseChargeNote: z.string(),
    /** Printed on invoices to buyers outside the EU (0 %, not subject to VAT). */
    outsideEuNote: z.string(),
  }),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

/**
 * The built-in settings (reasons in docs/adr/0016-billing-rules.md). Prices sit below the overage
 * blocks' cost, so a plan beats its own overage until the next plan is cheaper. The seller is empty:
 * an operator who bills must fill it in (the server warns at start while it is empty).
 * @example defaultBillingSettings().plans.start.monthlyCents // 4_900
 */
export function defaultBillingSettings(): BillingSettings {
  return {
    timeZone: 'Europe/Rome',
    plans: {
      trial: { ...BUILT_IN_PLAN_TEXTS.trial },
      little: { ...BUILT_IN_PLAN_TEXTS.little, monthlyCents: 1_900 },
      start: { ...BUILT_IN_PLAN_TEXTS.start, monthlyCents: 4_900 },
      standard: { ...BUILT_IN_PLAN_TEXTS.standard, monthlyCents: 19_900 },
      advanced: { ...BUILT_IN_PLAN_TEXTS.advanced, monthlyCents: 34_900 },
      enterprise: { ...BUILT_IN_PLAN_TEXTS.enterprise },
      custom: { ...BUILT_IN_PLAN_TEXTS.custom },
    },
    seller: {
      name: '',
      address: '',
      zip: '',
      city: '',
      state: '',
      country: 'IT',
      vat: '',
      email: '',
      pec: '',
    },
    vat: {
      domesticRateBasisPoints: 2_200,
      reverseChargeNote: 'Inversione contabile / Reverse charge (art. 7-ter DPR 633/1972)',
      outsideEuNote: 'Operazione non soggetta / Not subject to VAT (art. 7-ter DPR 633/1972)',
    },
  };
}

/**
 * The settings of `TROVA_PLANS_FILE`, or the built-in ones when it is unset. A file that cannot be
 * read or does not match the schema stops the start with every problem named.
 * @example loadBillingSettings(undefined).vat.domesticRateBasisPoints // 2200
 */
export function loadBillingSettings(file: string | undefined): BillingSettings {
  if (file === undefined) return defaultBillingSettings();
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`TROVA_PLANS_FILE ${file} cannot be read as JSON: ${reason}`);
  }
  const parsed = billingSettingsSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new ConfigError(`TROVA_PLANS_FILE ${file} is not valid: ${problems.join('; ')}`);
  }
  return parsed.data;
}
