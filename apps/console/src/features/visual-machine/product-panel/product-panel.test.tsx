import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultLayout, type VmProduct } from '@trova/contracts';
import { callsTo, stubApi, type StubRequest } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { pickerHit, vmProduct, vmShop } from '../vm-test-fixtures';
import { DEFAULT_PRODUCT_IMAGE, ProductImage } from './product-image';
import { ProductPanel } from './product-panel';

const SEARCH = 'GET /shops/key-1/visual-machine/search';
const shop = vmShop({ layout: defaultLayout() });

/** 25 products, answered 10 at a time from the asked offset. */
function catalogue(request: StubRequest) {
  const offset = Number(request.query.get('offset'));
  const ids = Array.from({ length: 25 }, (_, i) => `p${i}`).slice(offset, offset + 10);
  return {
    results: ids.map(pickerHit),
    results_count: 25,
    stats: { brand: { Nike: 9, Asics: 16 } },
  };
}

function Harness({ initial, orderable }: { initial: VmProduct[]; orderable: boolean }) {
  const [selected, setSelected] = useState(initial);
  return (
    <ProductPanel
      opened
      onClose={() => undefined}
      title="Products to Pin"
      shop={shop}
      mode={{ kind: 'products', selected, orderable, onChange: setSelected }}
    />
  );
}

function layOut(items: HTMLElement[]) {
  for (const [index, item] of items.entries()) {
    vi.spyOn(item, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: index * 40, width: 300, height: 40 }),
    );
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('product side panel', () => {
  it('loads 10 more products at offsets of 10 until the catalogue ends', async () => {
    const user = userEvent.setup();
    const stub = stubApi({ [SEARCH]: catalogue });
    renderWithProviders(<Harness initial={[]} orderable />);
    await screen.findByRole('checkbox', { name: 'Choose Product p9' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('checkbox', { name: 'Choose Product p19' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('checkbox', { name: 'Choose Product p24' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(callsTo(stub, SEARCH).map((call) => call.query.get('offset'))).toEqual([
      '0',
      '10',
      '20',
    ]);
  });

  it('searches with the typed text, a facet value and a sort of the layout', async () => {
    const user = userEvent.setup();
    const stub = stubApi({ [SEARCH]: catalogue });
    renderWithProviders(<Harness initial={[]} orderable />);
    await screen.findByRole('checkbox', { name: 'Choose Product p0' });
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'shoe');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'brand');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Value' }), 'Nike');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'selling_price:DESC');
    await waitFor(() => {
      const last = callsTo(stub, SEARCH).at(-1)!.query;
      expect([
        last.get('q'),
        last.get('filters[0][0][brand]'),
        last.get('sort[0][selling_price]'),
      ]).toEqual(['shoe', 'Nike', 'DESC']);
    });
    expect(callsTo(stub, SEARCH).at(-1)!.query.get('currency')).toBe('EUR');
  });

  it('chooses products, and a pin orders them by dragging', { timeout: 15000 }, async () => {
    const user = userEvent.setup();
    stubApi({ [SEARCH]: catalogue });
    renderWithProviders(<Harness initial={[vmProduct('x', { isAlive: false })]} orderable />);
    await user.click(await screen.findByRole('checkbox', { name: 'Choose Product p1' }));
    const chosen = screen.getByRole('list', { name: 'Chosen products (2)' });
    expect(within(chosen).getByText('No longer available')).toBeTruthy();
    layOut(within(chosen).getAllByRole('listitem'));
    within(chosen).getByRole('button', { name: 'Move Product x' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() =>
      expect(
        within(chosen)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Product p1'), expect.stringContaining('Product x')]),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Choose Product p1' }));
    expect(screen.getByRole('list', { name: 'Chosen products (1)' })).toBeTruthy();
  });

  it('does not drag products of other actions', async () => {
    stubApi({ [SEARCH]: catalogue });
    renderWithProviders(<Harness initial={[vmProduct('x')]} orderable={false} />);
    await screen.findByRole('list', { name: 'Chosen products (1)' });
    expect(screen.queryByRole('button', { name: 'Move Product x' })).toBeNull();
  });
});

describe('product image', () => {
  it('shows the default image when the product has none or its image breaks', () => {
    renderWithProviders(
      <>
        <ProductImage src="https://broken.example/x.jpg" alt="broken" size={40} />
        <ProductImage src="" alt="none" size={40} />
      </>,
    );
    const broken = screen.getByRole('img', { name: 'broken' });
    fireEvent.error(broken);
    expect(broken.getAttribute('src')).toBe(DEFAULT_PRODUCT_IMAGE);
    expect(screen.getByRole('img', { name: 'none' }).getAttribute('src')).toBe(
      DEFAULT_PRODUCT_IMAGE,
    );
  });
});
