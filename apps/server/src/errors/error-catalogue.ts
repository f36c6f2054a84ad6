/**
 * The server's one error catalogue. Codes are stable API: clients branch on them, so a code is never
 * renamed or reused for another meaning. Messages are for humans and may be improved.
 */
export const errorCatalogue = {
  ROUTE_NOT_FOUND: { status: 404, message: 'No such call.' },
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  MALFORMED_REQUEST: { status: 400, message: 'The request body could not be read.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request content type is not supported.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is shutting down or not ready.' },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong on our side.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/**
 * Thrown by services; the error handler turns it into `{ status: 'ERROR', code, message }` with the
 * catalogue's HTTP status.
 *
 * @example
 * throw new AppError('ROUTE_NOT_FOUND');
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
