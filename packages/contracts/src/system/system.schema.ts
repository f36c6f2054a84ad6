import { z } from 'zod';

/**
 * How this server bills (`TROVA_BILLING`, docs/product/billing.md#payment-providers): `manual`
 * invoices an operator marks paid, `stripe` card payments, `off` no billing at all (every account
 * has an unlimited custom plan).
 */
export const BILLING_PROVIDERS = ['manual', 'stripe', 'off'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

/** Who runs this installation, as the built-in terms name it: the plans file's seller. */
export const legalOperatorSchema = z.object({
  name: z.string().min(1),
  /** ISO 3166-1 alpha-2; the built-in terms put the governing law and courts there. */
  country: z.string(),
  email: z.string(),
});
export type LegalOperator = z.infer<typeof legalOperatorSchema>;

export const legalInfoSchema = z.object({
  termsUrl: z.url().nullable(),
  privacyUrl: z.url().nullable(),
  operator: legalOperatorSchema.nullable(),
  /** `TROVA_EVENTS_RETENTION_DAYS`; 0 keeps shoppers' events until the account closes. */
  eventsRetentionDays: z.number().int().min(0),
});
export type LegalInfo = z.infer<typeof legalInfoSchema>;

/** `GET /config.json`: where the console finds the API and the storefront layer. */
export const publicConfigSchema = z.object({
  baseurl: z.url(),
  layerUrl: z.url(),
  /** Whether login and signup must carry an ALTCHA solution for this visitor. */
  captcha: z.boolean(),
  /**
   * The payment provider the console pays through (docs/product/billing.md#cards): `manual` invoices
   * an operator marks paid, `stripe` cards through Stripe Elements with this publishable key, `off`
   * an unlimited custom plan for private installs.
   */
  billing: z.object({
    provider: z.enum(BILLING_PROVIDERS),
    /** Stripe's publishable key for card entry; null unless the provider is `stripe`. */
    stripePublishableKey: z.string().min(1).nullable(),
  }),
  /**
   * What the contract terms and privacy notice name (docs/product/shell.md#terms-and-privacy). The
   * URLs are the operator's own documents (`TROVA_TERMS_URL`, `TROVA_PRIVACY_URL`), which replace
   * the built-in ones; the operator is the plans file's seller, null when it has no name. Defaulted
   * so a console keeps working against a server that predates it.
   */
  legal: legalInfoSchema.default({
    termsUrl: null,
    privacyUrl: null,
    operator: null,
    eventsRetentionDays: 0,
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** `GET /healthz`. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['sqlite', 'postgres']),
  uptimeSeconds: z.number().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * Where a node stands in its life (docs/deploy.md#readiness): `starting` while its indexes load,
 * `ready` once they are loaded, `draining` once a graceful shutdown began.
 */
export const READINESS_STATUSES = ['starting', 'ready', 'draining'] as const;
export type ReadinessStatus = (typeof READINESS_STATUSES)[number];

/** `GET /readyz`: 200 only when `ready`, 503 otherwise, so a proxy sends traffic to ready nodes. */
export const readinessSchema = z.object({
  status: z.enum(READINESS_STATUSES),
});
export type ReadinessReport = z.infer<typeof readinessSchema>;

/**
 * Every failed call answers in one shape (docs/product/shell.md#errors-and-toasts):
 * `status: "ERROR"`, a stable `code` from the server's error catalogue and a human message.
 */
export const apiErrorSchema = z.object({
  status: z.literal('ERROR'),
  code: z.string().min(1),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
