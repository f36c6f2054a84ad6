import { ApiRequestError } from './api-error';

/**
 * `{ status: 'ERROR' }` answered with HTTP 200 is a failure too (document 000 §8); it becomes a
 * rejected call so every form handles both the same way.
 */
export function ensureOk<T extends { status: 'OK' | 'ERROR'; message?: string }>(answer: T): T {
  if (answer.status !== 'OK') {
    throw new ApiRequestError('status-error', answer.message ?? 'status ERROR', 200, answer);
  }
  return answer;
}
