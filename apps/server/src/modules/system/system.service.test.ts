import { describe, expect, it } from 'vitest';
import { SystemService, type CaptchaGate } from './system.service';

function settingsStore() {
  const settings = new Map<string, string>();
  let reachable = true;
  return {
    store: {
      ping: () => (reachable ? Promise.resolve() : Promise.reject(new Error('down'))),
      getOrInsertSetting: (key: string, value: string) => {
        if (!settings.has(key)) settings.set(key, value);
        return Promise.resolve(settings.get(key) ?? value);
      },
    },
    goDown: () => {
      reachable = false;
    },
  };
}

/** A gate that asks everyone but the loopback address, and remembers whom it was asked about. */
function gate(): CaptchaGate & { asked: string[] } {
  const asked: string[] = [];
  return { asked, required: (ip) => (asked.push(ip), ip !== '127.0.0.1') };
}

describe('SystemService', () => {
  it('announces the captcha decision of the calling address and derives the layer from the origin', () => {
    const captcha = gate();
    const service = new SystemService(
      settingsStore().store,
      'sqlite',
      { publicUrl: undefined, layerUrl: undefined },
      captcha,
    );
    const remote = service.publicConfig('https://trova.example', '203.0.113.9');
    expect(remote).toMatchObject({
      baseurl: 'https://trova.example',
      layerUrl: 'https://trova.example/layer',
      captcha: true,
    });
    expect(service.publicConfig('https://trova.example', '127.0.0.1').captcha).toBe(false);
    expect(captcha.asked).toEqual(['203.0.113.9', '127.0.0.1']);
  });

  it('prefers the configured public and layer URLs to the request origin', () => {
    const service = new SystemService(
      settingsStore().store,
      'postgres',
      { publicUrl: 'https://api.example', layerUrl: 'https://cdn.example/layer' },
      gate(),
    );
    expect(service.publicConfig('http://forged.example', '203.0.113.9')).toMatchObject({
      baseurl: 'https://api.example',
      layerUrl: 'https://cdn.example/layer',
    });
  });

  it('reports a degraded health when the database does not answer', async () => {
    const { store, goDown } = settingsStore();
    const service = new SystemService(
      store,
      'sqlite',
      { publicUrl: undefined, layerUrl: undefined },
      gate(),
    );
    expect(await service.health()).toMatchObject({ status: 'ok', database: 'sqlite' });
    goDown();
    expect(await service.health()).toMatchObject({ status: 'degraded', database: 'sqlite' });
  });

  it('keeps the instance id of the first start', async () => {
    const { store } = settingsStore();
    const first = await new SystemService(
      store,
      'sqlite',
      { publicUrl: undefined, layerUrl: undefined },
      gate(),
    ).instanceId();
    const again = await new SystemService(
      store,
      'sqlite',
      { publicUrl: undefined, layerUrl: undefined },
      gate(),
    ).instanceId();
    expect(again).toBe(first);
  });
});
