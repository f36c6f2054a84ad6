import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-error';

const MAX_RETRIES = 2;

/** A catalogue error or any 4xx is the server's final answer; only transport failures are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiRequestError(error)) return true;
  return error.httpStatus === 0 || error.httpStatus >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
