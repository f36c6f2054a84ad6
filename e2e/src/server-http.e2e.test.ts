import { apiErrorSchema, publicConfigSchema } from '@trova/contracts';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

describe('npm start over HTTP', () => {
  it('answers GET /config.json with its own base URL', async () => {
    const response = await fetch(`${baseUrl}/config.json`);
    expect(response.status).toBe(200);
    const config = publicConfigSchema.parse(await response.json());
    expect(new URL(config.baseurl).port).toBe(new URL(baseUrl).port);
  });

  it('answers an unknown API call with a JSON error carrying a code', async () => {
    const response = await fetch(`${baseUrl}/API/no-such-call`);
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json())).toMatchObject({
      status: 'ERROR',
      code: 'route-not-found',
    });
  });

  it('serves the console for deep links', async () => {
    const response = await fetch(`${baseUrl}/billing/plans`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });
});
