/** What the loopback answers: an HTTP status and Stripe's JSON. */
export type StripeObject = Record<string, unknown>;

export interface LoopbackAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const ok = (body: unknown): LoopbackAnswer => ({ status: 200, body });
export const missing = (id: string): LoopbackAnswer => ({
  status: 404,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such object: '${id}'`,
    },
  },
});
export const list = (data: unknown[], url: string) => ({
  object: 'list',
  data,
  has_more: false,
  url,
});

export function text(params: StripeObject, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

export function record(params: StripeObject, name: string): StripeObject {
  const value = params[name];
  return typeof value === 'object' && value !== null ? (value as StripeObject) : {};
}

/** A Stripe error answer: its HTTP status, type, code and message, as Stripe sends them. */
export function stripeError(
  status: number,
  type: string,
  message: string,
  code?: string,
): LoopbackAnswer {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}
