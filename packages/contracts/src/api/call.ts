import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call: method, path under /API (with `:param` segments), and the schemas of what goes in and
 * comes out. The server registers routes from these; the console builds requests from the same
 * objects, so a path or shape cannot drift between them.
 */
export interface ApiCall<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /**
   * Who may call it: anyone, a signed-in customer (session token), a customer's integration (the API
   * key alone, as CMS plugins and the push API send it), or an operator token.
   */
  auth: 'public' | 'session' | 'api-key' | 'admin';
  /** Largest accepted body in bytes, for calls that carry more than the server's default (1 MiB). */
  bodyLimit?: number;
}

/** Keeps each call's exact type (which schemas it has) while checking it is a well-formed ApiCall. */
export function defineCall<const Call extends ApiCall>(call: Call): Call {
  return call;
}

/**
 * Fills `:param` segments.
 *
 * @example
 * callPath('/customers/:id/activation', { id: '42' }); // '/customers/42/activation'
 */
export function callPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}
