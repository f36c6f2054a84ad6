import { describe, expect, it } from 'vitest';
import { JobFailure } from '../jobs/index';
import { PlatformError } from '../platforms/index';
import { platformFailure } from './platform-link';

describe('platformFailure', () => {
  it('retries what may pass (a rate limit, an outage, an unreadable page), not a wrong key', () => {
    const retried = (code: ConstructorParameters<typeof PlatformError>[0]) =>
      platformFailure(new PlatformError(code, 'x')).retryable;
    expect(retried('platform-rate-limited')).toBe(true);
    expect(retried('platform-unreachable')).toBe(true);
    expect(retried('platform-answer-invalid')).toBe(true);
    expect(retried('platform-credentials-invalid')).toBe(false);
    expect(retried('platform-permission-missing')).toBe(false);
  });

  it('keeps the code and message for the owner, and passes job failures through', () => {
    const failure = platformFailure(new PlatformError('platform-api-not-found', 'no API here'));
    expect([failure.code, failure.message]).toEqual(['platform-api-not-found', 'no API here']);
    const own = new JobFailure('shop-not-found', 'gone', false);
    expect(platformFailure(own)).toBe(own);
    expect(platformFailure(new Error('boom')).code).toBe('internal-error');
  });
});
