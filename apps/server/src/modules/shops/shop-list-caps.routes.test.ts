import {
  ATTRIBUTE_LIST_MAX,
  FINE_TUNING_STOPWORDS_MAX,
  FINE_TUNING_SYNONYM_GROUP_MAX,
  FINE_TUNING_SYNONYM_GROUPS_MAX,
  LABELS_CSV_MAX_ROWS,
  SEO_TRANSLATIONS_MAX,
  type Shop,
} from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { fineTuningWith, queryField, saveConf, setupWith } from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';

const words = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index.toString(36)}`);

describe('caps on the lists a configuration save writes', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;
  let other: TestAccount;
  let otherShop: CustomShop;
  const setup = setupWith({ query: { title: queryField() } });
  const otherTuning = fineTuningWith({
    weights: { title: 1 },
    stopwords: ['the'],
    synonyms: [['sofa', 'couch']],
  });

  const shopOf = async (account: TestAccount, id: string) => {
    const answer = await app.server.inject({
      method: 'GET',
      url: '/API/shops',
      headers: account.headers,
    });
    return answer.json<Shop[]>().find((candidate) => candidate.id === id);
  };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'caps@shop.it');
    shop = await registerCustomShop(app.server, owner);
    other = await createAccount(app.server, app.config.dataDir, 'other@shop.it');
    otherShop = await registerCustomShop(app.server, other, 'https://other.example');
    const first = await saveConf(app.server, owner, shop.id, {
      setup,
      fineTuning: fineTuningWith({ weights: { title: 1 }, stopwords: ['kept'] }),
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await saveConf(app.server, other, otherShop.id, {
      setup,
      fineTuning: otherTuning,
    });
    expect(second.statusCode, second.body).toBe(200);
  });

  afterAll(async () => {
    await app.dispose();
  });

  it('saves stop words and synonyms at their caps', async () => {
    const full = fineTuningWith({
      weights: { title: 1 },
      stopwords: words(FINE_TUNING_STOPWORDS_MAX, 'w'),
      synonyms: [words(FINE_TUNING_SYNONYM_GROUP_MAX, 's')],
    });
    const answer = await saveConf(app.server, owner, shop.id, { setup, fineTuning: full });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await shopOf(owner, shop.id))?.fineTuning?.stopwords).toHaveLength(
      FINE_TUNING_STOPWORDS_MAX,
    );
    const reset = fineTuningWith({ weights: { title: 1 }, stopwords: ['kept'] });
    expect(
      (await saveConf(app.server, owner, shop.id, { setup, fineTuning: reset })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['stop words', { stopwords: words(FINE_TUNING_STOPWORDS_MAX + 1, 'w') }],
    [
      'synonym groups',
      { synonyms: words(FINE_TUNING_SYNONYM_GROUPS_MAX + 1, 's').map((w) => [w]) },
    ],
    ['entries of a synonym group', { synonyms: [words(FINE_TUNING_SYNONYM_GROUP_MAX + 1, 's')] }],
  ])('refuses %s over the cap with list-too-long and writes nothing', async (_, lists) => {
    const fineTuning = fineTuningWith({ weights: { title: 1 }, ...lists });
    const answer = await saveConf(app.server, owner, shop.id, { setup, fineTuning });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 'ERROR', code: 'list-too-long' });
    const saved = await shopOf(owner, shop.id);
    expect(saved?.fineTuning).toEqual(
      fineTuningWith({ weights: { title: 1 }, stopwords: ['kept'] }),
    );
    expect((await shopOf(other, otherShop.id))?.fineTuning).toEqual(otherTuning);
  });

  it('refuses setup and layout lists over the cap with list-too-long and writes nothing', async () => {
    const before = await shopOf(owner, shop.id);
    const facets = words(ATTRIBUTE_LIST_MAX + 1, 'a');
    const overSetup = await saveConf(app.server, owner, shop.id, { setup: { ...setup, facets } });
    expect(overSetup.statusCode).toBe(400);
    expect(overSetup.json()).toMatchObject({ code: 'list-too-long' });
    const layoutFacets = facets.map((name) => ({
      name,
      label: name,
      type: 'checkbox-MC',
      active: true,
      isCategory: false,
      withSearch: false,
      filterSorting: 'results',
    }));
    const overLayout = await saveConf(app.server, owner, shop.id, {
      layout: { facets: layoutFacets },
    });
    expect(overLayout.statusCode).toBe(400);
    expect(overLayout.json()).toMatchObject({ code: 'list-too-long' });
    const after = await shopOf(owner, shop.id);
    expect([after?.setup, after?.layout]).toEqual([before?.setup, before?.layout]);
  });

  it('still answers validation-failed for a duplicate under the caps', async () => {
    const fineTuning = fineTuningWith({ weights: { title: 1 }, stopwords: ['Rosso', 'rossò'] });
    const answer = await saveConf(app.server, owner, shop.id, { setup, fineTuning });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'validation-failed' });
  });

  describe('uploads', () => {
    const send = (account: TestAccount, method: 'GET' | 'POST', path: string, payload?: object) =>
      app.server.inject({
        method,
        url: `/API${path}`,
        headers: account.headers,
        ...(payload ? { payload } : {}),
      });
    const labels = (count: number) =>
      Object.fromEntries(words(count, 'f').map((facet) => [facet, facet.toUpperCase()]));

    it('refuses facet labels over the cap with list-too-long and keeps the stored ones', async () => {
      const kept = { facets: { colour: 'Colore' } };
      expect((await send(owner, 'POST', `/shops/${shop.id}/facets`, kept)).statusCode).toBe(200);
      const otherLabels = { facets: { size: 'Taglia' } };
      expect(
        (await send(other, 'POST', `/shops/${otherShop.id}/facets`, otherLabels)).statusCode,
      ).toBe(200);
      const over = { facets: labels(LABELS_CSV_MAX_ROWS + 1) };
      const answer = await send(owner, 'POST', `/shops/${shop.id}/facets`, over);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'list-too-long' });
      expect((await send(owner, 'GET', `/shops/${shop.key}/facets`)).json()).toEqual(kept);
      expect((await send(other, 'GET', `/shops/${otherShop.key}/facets`)).json()).toEqual(
        otherLabels,
      );
      const full = { facets: labels(LABELS_CSV_MAX_ROWS) };
      expect((await send(owner, 'POST', `/shops/${shop.id}/facets`, full)).statusCode).toBe(200);
    });

    it('refuses SEO translations over the cap with list-too-long', async () => {
      const values = (count: number, prefix: string) =>
        Object.fromEntries(words(count, prefix).map((value) => [value, value]));
      const over = {
        seo: {
          colour: values(SEO_TRANSLATIONS_MAX / 2, 'c'),
          brand: values(SEO_TRANSLATIONS_MAX / 2 + 1, 'b'),
        },
      };
      const answer = await send(owner, 'POST', `/shops/${shop.id}/seo`, over);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'list-too-long' });
    });
  });
});
