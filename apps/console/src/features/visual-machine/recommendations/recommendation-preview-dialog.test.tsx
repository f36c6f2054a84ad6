import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-stub';
import { resetConfiguration } from '../../configuration/configuration-store';
import { setCurrentShopId } from '../../shops/current-shop-store';
import { openSection, vmProduct } from '../vm-test-fixtures';
import {
  openRecommendations,
  recommenderOf,
  savedRecommendation,
} from './recommendation-test-fixtures';

const RECOMMEND = 'GET /shops/key-1/recommend';
const base = savedRecommendation('x');
const SIMILAR = savedRecommendation('s1', {
  name: 'Similar',
  tag: 'pdp',
  extra: { ...base.extra, actionType: 'similar', type: 'external' },
  recommender: recommenderOf({
    type: 'queryTemplate',
    baseUrl: '',
    queryString: 'q=&filters%5B0%5D%5B0%5D%5Bbrand%5D=%7B%3Acontext.item.brand%7D',
  }),
});
const MANUAL = savedRecommendation('m1', {
  name: 'Picks',
  recommender: recommenderOf(
    {
      type: 'custom',
      content: {
        products: [
          vmProduct('a'),
          vmProduct('gone', { isAlive: false }),
          vmProduct('b'),
          vmProduct('c'),
        ],
      },
    },
    2,
  ),
});

function hit(id: string) {
  return {
    header: { externalId: id, imagePrefix: '' },
    data: { title: `Served ${id}`, image: [], url: `https://shop/${id}` },
    pricing: { sellingPrice: 5, currency: 'EUR' },
  };
}

async function openPreview(path: string, handlers: Record<string, unknown> = {}) {
  const user = userEvent.setup();
  const view = await openRecommendations(path, /Similar|Picks/, [SIMILAR, MANUAL], handlers);
  await openSection(user, 'Layer action');
  await user.click(screen.getByRole('button', { name: 'Preview carousel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Carousel preview' });
  return { user, dialog, ...view };
}

afterEach(() => {
  resetConfiguration();
  setCurrentShopId(null);
});

describe('carousel preview', () => {
  it('shows a manual recommendation’s available products, in order, up to its size', async () => {
    const { dialog } = await openPreview('/visualMachine/recommendations/m1');
    const products = within(dialog).getByRole('list', { name: 'Products of the preview' });
    expect(
      within(products)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Product a'), expect.stringContaining('Product b')]);
  });

  it('asks the server what a similar recommendation serves on a chosen product’s page', async () => {
    const { user, dialog, stub } = await openPreview('/visualMachine/recommendations/s1', {
      [RECOMMEND]: {
        recommendations: [
          {
            id: 's1',
            name: 'Similar',
            tag: 'pdp',
            visualization: 'carousel',
            products: [hit('z1')],
          },
        ],
      },
    });
    const choices = within(dialog).getByRole('group', { name: 'Product being viewed' });
    await user.click(await within(choices).findByRole('button', { name: 'Preview on Product a2' }));
    const products = await within(dialog).findByRole('list', { name: 'Products of the preview' });
    expect(within(products).getByText('Served z1')).toBeTruthy();
    const asked = callsTo(stub, RECOMMEND)[0]!.query;
    expect(Object.fromEntries(asked)).toMatchObject({
      context: 'product',
      tag: 'pdp',
      productId: 'a2',
      preview: 'preview-1',
    });
  });

  it('says so when the server does not serve it on that product', async () => {
    const { user, dialog } = await openPreview('/visualMachine/recommendations/s1', {
      [RECOMMEND]: { recommendations: [] },
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Preview on Product a1' }));
    expect(await within(dialog).findByText(/^Not shown on this product's page/)).toBeTruthy();
  });

  it('asks to save an edited similar recommendation before previewing it', async () => {
    const user = userEvent.setup();
    await openRecommendations('/visualMachine/recommendations/s1', 'Similar', [SIMILAR]);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' 2');
    await openSection(user, 'Layer action');
    await user.click(screen.getByRole('button', { name: 'Preview carousel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carousel preview' });
    expect(within(dialog).getByText(/save the recommendation, then preview it/)).toBeTruthy();
    // The header's close icon and the footer's button are both named Close; the footer's is last.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
