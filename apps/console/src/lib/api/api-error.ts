import { apiErrorSchema } from '@trova/contracts';

/** Codes the client itself assigns when the server never produced a catalogue error. */
export const CLIENT_ERROR_CODES = {
  network: 'network-error',
  http: 'http-error',
  invalidResponse: 'invalid-response',
} as const;

/** A failed call: `code` is the server catalogue code or one of CLIENT_ERROR_CODES. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly code: string,
    message: string,
    /** HTTP status, or 0 when no response arrived. */
    readonly httpStatus: number,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The server's error shape, whatever the HTTP status it came with; otherwise undefined. */
export function toApiRequestError(body: unknown, httpStatus: number): ApiRequestError | undefined {
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { code, message, details } = parsed.data;
  return new ApiRequestError(code, message, httpStatus, details);
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}
