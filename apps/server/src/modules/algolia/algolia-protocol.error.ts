/**
 * A request the Algolia-compatible routes refuse (docs/product/algolia-protocol.md). Always a 4xx:
 * the Algolia clients retry other hosts on a 5xx, so bad input must never look like a server fault.
 * The routes answer `{ message, status }`, the shape the clients read into their ApiError.
 */
export class AlgoliaProtocolError extends Error {
  override readonly name = 'AlgoliaProtocolError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
