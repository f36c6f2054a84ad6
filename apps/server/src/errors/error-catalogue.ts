/**
 * The server's one error catalogue. Codes are kebab-case like the spec's own (`user-cannot-authenticate`) and are stable API: clients branch on them, so a code is never
 * renamed or reused for another meaning. Messages are for humans and may be improved.
 */
export const errorCatalogue = {
  'route-not-found': { status: 404, message: 'No such call.' },
  'validation-failed': { status: 400, message: 'The request is not valid.' },
  'malformed-request': { status: 400, message: 'The request body could not be read.' },
  'payload-too-large': { status: 413, message: 'The request body is too large.' },
  'unsupported-media-type': { status: 415, message: 'The request content type is not supported.' },
  'method-not-allowed': { status: 405, message: 'This method is not allowed here.' },
  'service-unavailable': { status: 503, message: 'The service is shutting down or not ready.' },
  'internal-error': { status: 500, message: 'Something went wrong on our side.' },
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
  ) {
    super(message ?? errorCatalogue[code].message);
    this.status = errorCatalogue[code].status;
  }
}
