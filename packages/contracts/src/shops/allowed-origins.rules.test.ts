import { describe, expect, it } from 'vitest';
import {
  ALLOWED_ORIGINS_MAX,
  allowedOriginsSchema,
  normaliseOrigin,
  normaliseOrigins,
} from './allowed-origins.rules';

describe('allowed origins', () => {
  it('normalises an origin as browsers send it', () => {
    expect(normaliseOrigin(' HTTPS://Shop.Example:443/ ')).toBe('https://shop.example');
    expect(normaliseOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(normaliseOrigin('https://negozio.it:8443')).toBe('https://negozio.it:8443');
  });

  it('refuses paths, queries, credentials, other schemes and junk', () => {
    for (const bad of [
      '',
      'shop.example',
      'https://shop.example/cart',
      'https://shop.example?x=1',
      'https://shop.example#top',
      'https://user@shop.example',
      'ftp://shop.example',
      'javascript:alert(1)',
      `https://${'a'.repeat(300)}.example`,
    ]) {
      expect(normaliseOrigin(bad), bad).toBeUndefined();
    }
  });

  it('keeps each origin once, and bounds the list', () => {
    expect(normaliseOrigins(['https://a.example/', 'https://A.example', 'nope'])).toEqual([
      'https://a.example',
    ]);
    const many = Array.from({ length: ALLOWED_ORIGINS_MAX + 1 }, (_, i) => `https://s${i}.example`);
    expect(allowedOriginsSchema.safeParse(many).success).toBe(false);
    expect(allowedOriginsSchema.safeParse(many.slice(1)).success).toBe(true);
    expect(allowedOriginsSchema.safeParse(['https://shop.example/cart']).success).toBe(false);
  });
});
