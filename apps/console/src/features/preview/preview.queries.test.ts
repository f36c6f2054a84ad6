import { describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN_RENEW_MARGIN_SECONDS, renewDelayMs } from './preview.queries';

describe('renewDelayMs', () => {
  it('renews a token a margin before it expires', () => {
    const now = 1_000_000;
    const expiresAt = now / 1000 + 1800;
    expect(renewDelayMs({ token: 't', expiresAt }, now)).toBe(
      (1800 - PREVIEW_TOKEN_RENEW_MARGIN_SECONDS) * 1000,
    );
  });

  it('waits at least a minute, even for a token already past its margin', () => {
    expect(renewDelayMs({ token: 't', expiresAt: 10 }, 1_000_000)).toBe(60_000);
  });
});
