import { decodeQueriesBody } from './algolia-params';

/**
 * `status message` of the protocol error a decode throws, or `no error`: tests compare one
 * string instead of catching.
 * @example errorOf(() => decodeQueriesBody('{')) // '400 the body is not JSON…'
 */
export function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return `${(error as { status: number }).status} ${(error as Error).message}`;
  }
  return 'no error';
}

/** The one query a multi-query of this request decodes to. */
export const one = (request: Record<string, unknown>) =>
  decodeQueriesBody({ requests: [request] })[0];
