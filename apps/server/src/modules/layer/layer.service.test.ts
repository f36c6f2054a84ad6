import { defaultSetup, type Setup } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { EMPTY_CONFIGURATION } from '../configuration/index';
import { ShopsRepository } from '../shops/index';
import { SystemRepository } from '../system/index';
import { releasedLayerVersion } from './layer-release';
import { LayerService, layerVersions } from './layer.service';
import { PreviewTokenService } from './preview-token.service';

const anna = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'x' };
const marco = { userId: 'u-marco', customerId: 'c-marco', sessionId: 'x' };
const ORIGIN = 'https://console.example';

/** A setup pinning the layer at `layerVersion`. */
const pinned = (layerVersion: string): Setup => {
  const setup = defaultSetup();
  return { ...setup, config: { ...setup.config, layerVersion } };
};

describe('LayerService', () => {
  let database: TestDatabase;
  let setup: Setup | null;
  let tokens: PreviewTokenService;
  let layer: LayerService;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    const shops = new ShopsRepository(database.db);
    for (const name of ['anna', 'marco']) {
      await insertAccount(database.db, name);
      await shops.insert(shopRow(`s-${name}`, `c-${name}`));
    }
    setup = null;
    tokens = new PreviewTokenService(new SystemRepository(database.db), () => Date.now());
    layer = new LayerService(
      shops,
      {
        read: () =>
          Promise.resolve({ configuration: { ...EMPTY_CONFIGURATION, setup }, revision: 1 }),
      },
      (origin) => `${origin}/layer//`,
      tokens,
    );
  });
  afterEach(() => database.dispose());

  describe('versions', () => {
    it('needs a session, and lists latest first, then the release this server ships', () => {
      expect(() => layer.versions(undefined)).toThrow(
        expect.objectContaining({ code: 'missing-token' }),
      );
      expect(layer.versions(anna).map((version) => version.versionName)).toEqual([
        'latest',
        releasedLayerVersion(),
      ]);
    });

    it('says in each language which release latest stands for', () => {
      const [latest] = layerVersions('9.8.7');
      expect(latest?.description).toEqual({
        en: expect.stringContaining('9.8.7') as string,
        it: expect.stringContaining('9.8.7') as string,
      });
    });
  });

  describe('preview token', () => {
    it("answers another customer's shop like a missing one", async () => {
      await expect(layer.previewToken(marco, 's-anna')).rejects.toMatchObject({
        code: 'shop-not-found',
      });
      await expect(layer.previewToken(undefined, 's-anna')).rejects.toMatchObject({
        code: 'missing-token',
      });
    });

    it("issues the owner a token for the shop's public key", async () => {
      const { token } = await layer.previewToken(anna, 's-anna');
      await expect(tokens.verify(token, 'key-s-anna')).resolves.toBeUndefined();
      await expect(tokens.verify(token, 'key-s-marco')).rejects.toMatchObject({
        code: 'preview-token-invalid',
      });
    });
  });

  describe('loader', () => {
    it("answers another customer's shop key like a missing one", async () => {
      await expect(layer.loader(marco, 'key-s-anna', ORIGIN)).rejects.toMatchObject({
        code: 'shop-not-found',
      });
    });

    it('points at the latest layer until the setup pins a release', async () => {
      expect(await layer.loader(anna, 'key-s-anna', ORIGIN)).toEqual({
        path: `${ORIGIN}/layer/latest/loader.js?key=key-s-anna`,
      });
      setup = pinned('1.2.3');
      expect((await layer.loader(anna, 'key-s-anna', ORIGIN)).path).toBe(
        `${ORIGIN}/layer/1.2.3/loader.js?key=key-s-anna`,
      );
    });

    it('falls back to latest when the pinned version is not a release name', async () => {
      setup = pinned('../../admin');
      expect((await layer.loader(anna, 'key-s-anna', ORIGIN)).path).toBe(
        `${ORIGIN}/layer/latest/loader.js?key=key-s-anna`,
      );
    });
  });
});
