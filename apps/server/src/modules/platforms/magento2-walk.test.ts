import { afterEach, describe, expect, it } from 'vitest';
import type { Magento2Fake, Magento2FakeTamper } from './fakes/magento2/magento2.fake';
import { generateMagentoCatalogue } from './fakes/magento2/magento2.generator';
import { all, closeMagentoSetups, failure, setup } from './fakes/magento2/magento2.harness';

// A full import sweeps every product it did not read: the walk must read everything or throw,
// and never loop on a total the store inflates.

afterEach(closeMagentoSetups);

const productPages = (fake: Magento2Fake): number[] =>
  fake.requests
    .filter((request) => request.path.endsWith('/V1/products') && request.status === 200)
    .map((request) => Number(request.query['searchCriteria[currentPage]']));

/** Rewrites the product searches' bodies only. */
const onSearch =
  (rewrite: (body: Record<string, unknown>, page: number) => unknown): Magento2FakeTamper =>
  (seen) =>
    seen.path === '/V1/products' && seen.status === 200
      ? {
          status: 200,
          body: rewrite(
            seen.body as Record<string, unknown>,
            Number(seen.query.get('searchCriteria[currentPage]')),
          ),
        }
      : seen;

describe('Magento 2 product walk', () => {
  it('fails with a short message on a 200 `{}` instead of a TypeError', async () => {
    const { fake, client } = await setup();
    fake.tamper(onSearch(() => ({})));
    await expect(failure(all(client))).resolves.toEqual({
      code: 'platform-answer-invalid',
      message: expect.stringContaining('not a page of products') as unknown,
    });
  });

  it('fails on a page whose items are not products', async () => {
    const { fake, client } = await setup();
    fake.tamper(onSearch((body) => ({ ...body, items: ['<html>'] })));
    await expect(failure(all(client))).resolves.toMatchObject({ code: 'platform-answer-invalid' });
  });

  it('ends at the repeated last page when total_count is inflated', async () => {
    const { fake, client } = await setup({ catalogue: generateMagentoCatalogue(250) });
    fake.tamper(onSearch((body) => ({ ...body, total_count: 100_000 })));
    await expect(all(client)).resolves.toHaveLength(250);
    expect(productPages(fake)).toEqual([1, 2, 3, 4]);
  });

  it('never asks past ceil(total_count / pageSize) + 1 pages of the first answer', async () => {
    const { fake, client } = await setup({ catalogue: generateMagentoCatalogue(450) });
    fake.tamper(onSearch((body, page) => (page === 1 ? { ...body, total_count: 150 } : body)));
    await expect(failure(all(client))).resolves.toMatchObject({ code: 'platform-answer-invalid' });
    expect(Math.max(...productPages(fake))).toBe(3);
  });
});
