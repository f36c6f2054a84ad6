import { readinessSchema } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /readyz', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.dispose();
    app = undefined;
  });

  async function readyz(target: TestApp) {
    const response = await target.server.inject({ url: '/readyz' });
    return {
      code: response.statusCode,
      body: readinessSchema.parse(response.json()),
      cache: response.headers['cache-control'],
    };
  }

  it('answers 503 starting until the indexes are loaded, then 200 ready', async () => {
    app = await createTestApp({}, { runJobs: false });
    expect(await readyz(app)).toEqual({
      code: 503,
      body: { status: 'starting' },
      cache: 'no-store',
    });
    app.system.readiness.markLoaded();
    expect(await readyz(app)).toMatchObject({ code: 200, body: { status: 'ready' } });
  });

  it('answers 503 draining once a shutdown began while health stays ok', async () => {
    app = await createTestApp({}, { runJobs: false });
    app.system.readiness.markLoaded();
    app.system.readiness.markDraining();
    expect(await readyz(app)).toMatchObject({ code: 503, body: { status: 'draining' } });
    // Liveness is another question: the process and its database are fine, it is only leaving.
    expect((await app.server.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
