import { AppError } from '../errors/error-catalogue';

/** Who is calling: resolved from the session token before any handler of a 'session' call runs. */
export interface Caller {
  userId: string;
  customerId: string;
  /** The token's jti; logout revokes it. */
  sessionId: string;
}

/**
 * The access check a service runs on its first line. Routes of 'session' calls always pass a caller;
 * this keeps a service safe when reached another way (CLI, jobs, a wrongly declared call).
 *
 * @example
 * const { customerId } = requireCaller(caller);
 */
export function requireCaller(caller: Caller | undefined): Caller {
  if (!caller) throw new AppError('missing-token');
  return caller;
}

/** An integration (push API, CMS plugin) identified by the customer's API key alone. */
export interface ApiKeyCaller {
  customerId: string;
}

/**
 * The access check of API-key services, on their first line.
 *
 * @example
 * const { customerId } = requireApiKeyCaller(caller);
 */
export function requireApiKeyCaller(caller: ApiKeyCaller | undefined): ApiKeyCaller {
  if (!caller) throw new AppError('missing-api-key');
  return caller;
}
