import { callPath, type ApiCall } from '@trova/contracts';
import type { ApiRequest, ResponseParser } from './api-client';

/** What a schema parses to, read structurally so the console needs no direct zod dependency. */
export type Parsed<S> = S extends ResponseParser<infer T> ? T : never;

type Part<C, Key extends 'params' | 'query' | 'body'> = C extends { [K in Key]: infer S }
  ? { [K in Key]: Parsed<S> }
  : { [K in Key]?: never };

/** Arguments of `call`: exactly the parts the contract declares, typed from its schemas. */
export type CallArgs<C extends ApiCall> = Part<C, 'params'> &
  Part<C, 'query'> &
  Part<C, 'body'> & { signal?: AbortSignal };

export type CallResult<C extends ApiCall> = Parsed<C['response']>;

/** Query values the URL builder accepts; the contracts only declare flat query objects. */
function toQuery(query: unknown): ApiRequest<unknown>['query'] {
  if (query === undefined || query === null) return undefined;
  const entries = Object.entries(query as Record<string, unknown>).filter(
    (entry): entry is [string, string | number | boolean] =>
      ['string', 'number', 'boolean'].includes(typeof entry[1]),
  );
  return Object.fromEntries(entries);
}

/** Turns a contract call plus its arguments into the client's request description. */
export function toApiRequest<C extends ApiCall>(
  contract: C,
  args: CallArgs<C>,
): ApiRequest<CallResult<C>> {
  const params = (args.params ?? {}) as Record<string, string | number>;
  return {
    method: contract.method,
    path: callPath(contract.path, params),
    query: toQuery(args.query),
    body: args.body,
    schema: contract.response as ResponseParser<CallResult<C>>,
    // The shop list is the one call sent without the API key (docs/product/shell.md#calls).
    withApiKey: !(contract.method === 'GET' && contract.path === '/shops'),
    signal: args.signal,
  };
}
