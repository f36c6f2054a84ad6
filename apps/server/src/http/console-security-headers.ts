import { createHash } from 'node:crypto';
import { PREVIEW_BOX_SCRIPT } from '@trova/contracts';

export interface ConsolePolicySources {
  /** PUBLIC_URL: the API origin the preview's layer calls when it is not the console's own. */
  publicUrl: string | undefined;
  /** TROVA_LAYER_URL: where the layer's files come from when they are not served here. */
  layerUrl: string | undefined;
  /** Whether the console loads Stripe Elements (TROVA_BILLING=stripe). */
  stripe: boolean;
}

/** What Stripe Elements needs (Stripe's published Content-Security-Policy list). */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

function originOf(url: string | undefined): string[] {
  if (url === undefined) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The console's security headers (docs/product/shell.md#security-headers). The preview's
 * storefront frame is a `srcdoc` document, which inherits this policy, so the policy also admits
 * what the layer does inside it: its scripts from the layer origin, calls to the API origin,
 * product images from any shop, and the frame's one inline script by hash. Mantine and the layer
 * set inline styles. ALTCHA solves its challenge in a worker made from a blob. Nothing may frame
 * the console (clickjacking); storefront calls and the layer's files never carry these headers.
 *
 * @example consoleSecurityHeaders({ publicUrl: undefined, layerUrl: undefined, stripe: false })['x-content-type-options'] // 'nosniff'
 */
export function consoleSecurityHeaders(sources: ConsolePolicySources): Record<string, string> {
  const layer = originOf(sources.layerUrl);
  const api = originOf(sources.publicUrl);
  const stripe = sources.stripe ? STRIPE : { script: [], frame: [], connect: [] };
  const previewScript = `'sha256-${createHash('sha256').update(PREVIEW_BOX_SCRIPT).digest('base64')}'`;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", previewScript, ...layer, ...stripe.script],
    ['style-src', "'self'", "'unsafe-inline'", ...layer],
    ['img-src', '*', 'data:', 'blob:'],
    ['font-src', "'self'", 'data:', ...layer],
    ['connect-src', "'self'", ...api, ...layer, ...stripe.connect],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'", ...stripe.frame],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
  return {
    'content-security-policy': directives
      .map((directive) => [...new Set(directive)].join(' '))
      .join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
}
