import { describe, expect, it, vi } from 'vitest';
import { stubConfiguration } from '../../test/stub-shop.fixtures';
import { fetchLayerConfiguration, layerConfigurationUrl } from './layer-config-fetch';

const context = {
  key: 'k 1',
  apiOrigin: 'https://t.example',
  assetBase: 'https://t.example/layer/latest/',
  previewToken: undefined,
};

const respond = (status: number, body: unknown = {}) =>
  vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  ) as unknown as typeof fetch;

describe('layerConfigurationUrl', () => {
  it('calls the public layer configuration, with the preview token when there is one', () => {
    expect(layerConfigurationUrl(context)).toBe('https://t.example/API/shops/k%201/layer');
    expect(layerConfigurationUrl({ ...context, previewToken: 'a+b' })).toBe(
      'https://t.example/API/shops/k%201/layer?preview=a%2Bb',
    );
  });
});

describe('fetchLayerConfiguration', () => {
  it('answers the configuration', async () => {
    const config = stubConfiguration();
    expect(await fetchLayerConfiguration(context, respond(200, config), vi.fn())).toEqual(config);
  });

  it('stays silent for unpublished shops and unknown keys', async () => {
    const warn = vi.fn();
    expect(await fetchLayerConfiguration(context, respond(403), warn)).toBeUndefined();
    expect(await fetchLayerConfiguration(context, respond(404), warn)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once for server errors, unreadable answers and network failures', async () => {
    const warn = vi.fn();
    await fetchLayerConfiguration(context, respond(500), warn);
    await fetchLayerConfiguration(context, respond(200, { key: 1 }), warn);
    await fetchLayerConfiguration(
      context,
      vi.fn(() => Promise.reject(new TypeError('offline'))),
      warn,
    );
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
