import { ApiRequestError } from './api-error';

/**
 * `{ status: 'ERROR' }` answered with HTTP 200 is a failure too
 * (docs/product/shell.md#errors-and-toasts); it becomes a rejected call so every form handles both
 * the same way.
 */
export function ensureOk<T extends { status: 'OK' | 'ERROR'; message?: string }>(answer: T): T {
  if (answer.status !== 'OK') {
    throw new ApiRequestError('status-error', answer.message ?? 'status ERROR', 200, answer);
  }
  return answer;
}
