/**
 * The server's one error catalogue. Codes are kebab-case like those of
 * docs/product/access.md#messages (`user-cannot-authenticate`) and are stable API: clients branch
 * on them, so a code is never renamed or reused for another meaning. Messages are for humans and
 * may be improved.
 */
export const errorCatalogue = {
  'route-not-found': { status: 404, message: 'No such call.' },
  'validation-failed': { status: 400, message: 'The request is not valid.' },
  // A list or map of the body is over its cap in the contracts (docs/product/README.md#list-caps).
  'list-too-long': { status: 400, message: 'A list in the request has more entries than allowed.' },
  'malformed-request': { status: 400, message: 'The request body could not be read.' },
  'malformed-url': { status: 400, message: 'The request address could not be read.' },
  'bad-request': { status: 400, message: 'The request cannot be served as sent.' },
  'payload-too-large': { status: 413, message: 'The request body is too large.' },
  'unsupported-media-type': { status: 415, message: 'The request content type is not supported.' },
  'method-not-allowed': { status: 405, message: 'This method is not allowed here.' },
  'service-unavailable': { status: 503, message: 'The service is shutting down or not ready.' },
  'internal-error': { status: 500, message: 'Something went wrong on our side.' },
  // Sessions. The console clears its stored session on the exact message 'Expired token'
  // (docs/product/access.md#session).
  'missing-token': { status: 401, message: 'Missing token' },
  'expired-token': { status: 401, message: 'Expired token' },
  'modified-token': { status: 401, message: 'Modified token' },
  'session-revoked': { status: 401, message: 'Expired token' },
  // Access.
  'user-cannot-authenticate': {
    status: 401,
    message: 'Authentication failed: wrong mail or password',
  },
  'account-not-activated': {
    status: 403,
    message: 'The account is not activated yet: follow the link in the activation mail.',
  },
  'email-taken': { status: 409, message: 'An account with this email already exists.' },
  'activation-invalid': { status: 400, message: 'The activation link is not valid.' },
  'recovery-code-invalid': { status: 400, message: 'The password reset link is not valid.' },
  'recovery-code-expired': { status: 410, message: 'The password reset link has expired.' },
  'current-password-wrong': { status: 400, message: 'The current password is wrong.' },
  'admin-token-invalid': { status: 401, message: 'The login link is not valid or has expired.' },
  'captcha-failed': { status: 400, message: 'You are a robot' },
  'too-many-requests': {
    status: 429,
    message: 'Too many attempts. Wait a few minutes and try again.',
  },
  'notification-not-found': { status: 404, message: 'No such notification.' },
  // Integrations (push API) and shops.
  'missing-api-key': { status: 401, message: 'Missing API key' },
  'invalid-api-key': { status: 401, message: 'Invalid API key' },
  'shop-not-found': { status: 404, message: 'No such shop.' },
  // Shops per account (docs/product/billing.md#shops-per-plan); details carry `limit`.
  'shop-limit-reached': {
    status: 409,
    message: 'The plan allows no more shops: delete one or change plan to add another.',
  },
  'shop-not-pushable': {
    status: 409,
    message:
      "This shop's catalogue comes from its feed or platform; the push API does not change it.",
  },
  'catalogue-batch-invalid': {
    status: 400,
    message: 'Some products of the batch are not valid; nothing was saved.',
  },
  'feed-url-invalid': {
    status: 400,
    message: 'The feed URL must be an absolute http or https address without credentials.',
  },
  // Configuration (issue 6).
  'configuration-invalid': {
    status: 400,
    message: 'The search configuration cannot be applied; nothing was saved.',
  },
  'configuration-corrupt': {
    status: 500,
    message:
      'The stored configuration of this shop cannot be read; roll back to a revision to repair it.',
  },
  'configuration-conflict': {
    status: 409,
    message: 'The configuration was changed by another save meanwhile; reload and try again.',
  },
  'revision-not-found': { status: 404, message: 'No such configuration revision.' },
  'plan-feature-locked': {
    status: 402,
    message: 'This feature is not part of the current plan.',
  },
  // Visual Machine (docs/product/visual-machine.md).
  'visual-machine-invalid': {
    status: 400,
    message: 'This item cannot be saved yet: see the warnings.',
  },
  'visual-machine-item-not-found': { status: 404, message: 'No such item in this list.' },
  'visual-machine-order-mismatch': {
    status: 409,
    message: 'The list changed meanwhile: reload it and try again.',
  },
  'widget-not-editable': {
    status: 403,
    message: 'This setting is decided by the shop platform and cannot be changed here.',
  },
  // Public search (docs/product/search-api.md#filters).
  'search-filter-invalid': {
    status: 400,
    message:
      'A filter does not fit its facet: price takes a range (from, to), other facets values.',
  },
  'shop-not-published': {
    status: 403,
    message: 'Search is not published for this shop yet.',
  },
  // The shop lists the sites allowed to call it (docs/product/algolia-protocol.md#cors-and-allowed-origins).
  'origin-not-allowed': {
    status: 403,
    message:
      "This shop does not allow calls from this site: add its origin to the shop's allowed origins.",
  },
  // The console's preview hands the layer a short-lived token (docs/product/preview.md).
  'preview-token-invalid': {
    status: 401,
    message: 'The preview link is not valid for this shop or has expired: open the preview again.',
  },
  'plan-not-active': {
    status: 402,
    message: 'Publishing needs an active plan: check the billing information.',
  },
  'shopify-domain-invalid': {
    status: 400,
    message: 'The Shopify domain must be a shop address such as my-shop.myshopify.com.',
  },
  'shopify-not-configured': {
    status: 503,
    message:
      'Shopify is not set up on this server: its operator must register the Shopify app and set TROVA_SHOPIFY_CLIENT_ID and TROVA_SHOPIFY_CLIENT_SECRET (docs/deploy.md).',
  },
  // The Shopify app install's callback (docs/deploy.md, "Shopify app"): redirected to the wizard.
  'shopify-oauth-invalid': {
    status: 400,
    message:
      'Shopify did not sign this install, or it was already used. Start again from the wizard.',
  },
  'shopify-state-expired': {
    status: 400,
    message: 'This Shopify install took more than ten minutes. Start again from the wizard.',
  },
  // The Storeden app install's claim (docs/deploy.md, "Storeden app").
  'storeden-claim-expired': {
    status: 410,
    message:
      'This Storeden install expired or was already claimed. Open Trova from the Storeden app again.',
  },
  // WooCommerce's app authentication endpoint (docs/product/catalogue.md, "WooCommerce").
  'woocommerce-grant-invalid': {
    status: 400,
    message:
      'These WooCommerce keys answer no authorisation under way, or one already used. Start again from the wizard.',
  },
  'woocommerce-grant-expired': {
    status: 400,
    message:
      'This WooCommerce authorisation took more than ten minutes. Start again from the wizard.',
  },
  'woocommerce-grant-not-found': {
    status: 404,
    message: 'No such WooCommerce authorisation for this account.',
  },
  'shopify-store-connected': {
    status: 409,
    message: 'This Shopify store is already connected to a Trova shop.',
  },
  // Platform connectors (docs/product/catalogue.md#platform-errors): what the store answered when
  // Trova called it with the owner's credentials. 422, not 401/403: the caller's session is fine.
  'platform-credentials-invalid': {
    status: 422,
    message: 'The store refused the credentials: check the key or token.',
  },
  'platform-permission-missing': {
    status: 422,
    message: 'The credentials may not read the catalogue: give them read access to products.',
  },
  'platform-api-not-found': {
    status: 422,
    message: 'No store API answers at this address: check the address and that the API is on.',
  },
  'platform-address-forbidden': {
    status: 422,
    message: 'The store address is not a public internet address.',
  },
  'platform-https-required': {
    status: 422,
    message: "The store's keys are sent only over https: use the store's https address.",
  },
  'platform-answer-invalid': {
    status: 422,
    message: 'The store answered something Trova cannot read.',
  },
  'platform-unreachable': {
    status: 502,
    message: 'The store did not answer or answered with an error: try again later.',
  },
  'platform-rate-limited': {
    status: 429,
    message: 'The store is limiting requests: try again in a few minutes.',
  },
  'platform-mismatch': {
    status: 409,
    message: 'These credentials are for another platform than the shop was connected with.',
  },
  'platform-webhook-invalid': {
    status: 401,
    message: 'The webhook signature does not match the shop.',
  },
  // Market prices (docs/product/analytics.md#market-prices).
  'competitor-feed-not-found': { status: 404, message: 'No such competitor feed.' },
  'competitor-feed-limit': {
    status: 409,
    message: 'This shop already has the most competitor feeds allowed: delete one first.',
  },
  'competitor-feed-exists': { status: 409, message: 'This competitor feed is already added.' },
  // Billing (docs/product/billing.md).
  'account-suspended': {
    status: 402,
    message:
      'The account is suspended for an invoice unpaid for 28 days: publishing is locked. Pay the ' +
      'invoice or contact us.',
  },
  'plan-change-contact-sales': {
    status: 409,
    message: 'This plan change goes through sales: contact us to downgrade or for this plan.',
  },
  'plan-unchanged': { status: 409, message: 'This is already your plan.' },
  'plan-change-pending': {
    status: 409,
    message: 'A plan change is waiting for its payment: withdraw it before choosing another.',
  },
  'plan-pending-not-found': { status: 404, message: 'There is no pending plan change.' },
  'plan-not-cancellable': {
    status: 409,
    message: 'Only an active paid plan that is not already ending can be cancelled.',
  },
  'plan-not-reactivatable': {
    status: 409,
    message: 'Only a cancelled plan can be reactivated, and only before its end date.',
  },
  'billing-info-incomplete': {
    status: 409,
    message: 'Complete the billing information before choosing a plan.',
  },
  'invoice-unpaid': {
    status: 409,
    message: 'An invoice is unpaid: pay it before changing plan.',
  },
  'billing-disabled': {
    status: 409,
    message:
      'Billing is switched off on this server (TROVA_BILLING=off): every account is unlimited.',
  },
  'billing-not-available': {
    status: 403,
    message: 'Shops on Shopify are billed by Shopify: there is no billing here for this account.',
  },
  'payment-provider-unsupported': {
    status: 409,
    message: "This is not available with this server's payment provider.",
  },
  'card-required': {
    status: 409,
    message: 'Save a card first: plans are paid by card automatically.',
  },
  'card-not-found': { status: 404, message: 'No such saved card.' },
  'card-refused': { status: 402, message: 'The card was refused.' },
  'payment-provider-unavailable': {
    status: 502,
    message: 'The payment provider did not answer. Try again in a few minutes.',
  },
  'webhook-signature-invalid': { status: 400, message: 'The webhook signature is not valid.' },
  'webhook-body-invalid': { status: 400, message: 'The webhook body is not a JSON event.' },
  'invoice-not-found': { status: 404, message: 'No such invoice.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/**
 * Thrown by services; the error handler turns it into `{ status: 'ERROR', code, message }` with the
 * catalogue's HTTP status.
 *
 * @example
 * throw new AppError('route-not-found');
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
    /** Extra response headers, such as Retry-After on too-many-requests. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message ?? errorCatalogue[code].message);
    this.status = errorCatalogue[code].status;
  }
}
