import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultDesktopLayout,
  defaultSetup,
  withDesktopLayout,
  withShowcaseItems,
  type DesktopLayout,
} from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatus } from '../../test/api-stub';
import { testPlan } from '../../test/plan-fixture';
import { getConfigurationState, resetConfiguration } from '../configuration/configuration-store';
import { layoutShop, openLayoutTab } from './layout-test-fixtures';

const SLOW = { timeout: 15000 };
const openDesktop = (options?: Parameters<typeof openLayoutTab>[2]) =>
  openLayoutTab('/layoutDesign/desktop', 'Desktop', options);
const openMobile = (options?: Parameters<typeof openLayoutTab>[2]) =>
  openLayoutTab('/layoutDesign/mobile', 'Mobile', options);

function layout() {
  return getConfigurationState().draft!.layout;
}

const layoutDesktopWindowed = () => withDesktopLayout(defaultDesktopLayout(), 'windowed');
const showcaseWith = (items: string[]): DesktopLayout => ({
  ...withShowcaseItems(defaultDesktopLayout(), items),
  showcase: true,
});

const showcase = () => screen.getByRole('switch', { name: 'Showcase' });

afterEach(() => {
  resetConfiguration();
});

describe('desktop tab: layout and typing', () => {
  it('forces input typing for the windowed layout and click for the others', SLOW, async () => {
    const user = userEvent.setup();
    await openDesktop();
    expect(screen.getByRole('textbox', { name: 'Logo URL' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Layout' }), 'windowed');
    expect(layout().desktop).toMatchObject({ layout: 3, typing: 2 });
    const typing = screen.getByRole('combobox', { name: 'Typing' });
    expect(typing).toHaveProperty('disabled', true);
    expect((typing as HTMLSelectElement).value).toBe('input');
    expect(screen.queryByRole('textbox', { name: 'Logo URL' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Layout' }), 'half-screen');
    expect(layout().desktop).toMatchObject({ layout: 2, typing: 1 });
  });

  it('edits minimum characters from 2 to 10, paging and products per page', async () => {
    const user = userEvent.setup();
    await openDesktop();
    const minChars = screen.getByRole('textbox', { name: 'Minimum characters' });
    await user.clear(minChars);
    await user.type(minChars, '7');
    expect(layout().desktop.minChars).toBe(7);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paging' }), 'paginator');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Products per page' }), '18');
    expect(layout().desktop).toMatchObject({ paging: 2, perPage: 3 });
    expect(layout().mobile.perPage).toBe(2);
  });
});

describe('showcase', () => {
  it('is locked below the start plan, with the reason', async () => {
    await openDesktop({ handlers: { 'GET /customers/me/plan': [testPlan({ key: 'little' })] } });
    expect(await screen.findByText('Available from the Start plan')).toBeTruthy();
    expect(showcase()).toHaveProperty('disabled', true);
  });

  it('is locked on desktop for input typing and the windowed layout', async () => {
    const user = userEvent.setup();
    await openDesktop();
    await waitFor(() => expect(showcase()).toHaveProperty('disabled', false));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Typing' }), 'input');
    expect(showcase()).toHaveProperty('disabled', true);
    expect(screen.getByText('The showcase is not available while typing is input.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Layout' }), 'windowed');
    expect(
      screen.getByText('The showcase is not available with the windowed layout.'),
    ).toBeTruthy();
  });

  it('on mobile is locked only for input typing', async () => {
    const user = userEvent.setup();
    await openMobile({
      shop: layoutShop({ layout: { desktop: layoutDesktopWindowed() } }),
    });
    await waitFor(() => expect(showcase()).toHaveProperty('disabled', false));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Typing' }), 'input');
    expect(showcase()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('combobox', { name: 'Layout' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Barcode scanner' }));
    expect(layout().mobile.barcode).toBe(true);
  });

  it('edits its blocks in ?action=showcase-items; Back closes it', SLOW, async () => {
    const user = userEvent.setup();
    const { router } = await openMobile();
    await waitFor(() => expect(showcase()).toHaveProperty('disabled', false));
    await user.click(showcase());
    await user.click(screen.getByRole('button', { name: 'Edit showcase items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Showcase items' });
    expect(router.state.location.search).toBe('?action=showcase-items');
    await user.click(within(dialog).getByRole('button', { name: 'Add Banner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add dynamic block' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add dynamic block' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move dynamic-2 up' }));
    expect(layout().mobile).toMatchObject({
      showcaseItems: ['banner', 'dynamic-2', 'dynamic-1'],
      showcaseBanner: true,
    });
    expect(layout().desktop.showcaseItems).toEqual([]);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /Banner image URL/ })).toBeTruthy();
  });

  it('picks main categories with their images in ?action=main-categories', SLOW, async () => {
    const user = userEvent.setup();
    const { router } = await openDesktop();
    await waitFor(() => expect(showcase()).toHaveProperty('disabled', false));
    await user.click(showcase());
    await user.click(screen.getByRole('button', { name: 'Edit showcase items' }));
    let dialog = await screen.findByRole('dialog', { name: 'Showcase items' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Recommendation categories' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Main categories' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: /Edit main categories \(0 of 12\)/ }));
    dialog = await screen.findByRole('dialog', { name: 'Main categories' });
    expect(router.state.location.search).toBe('?action=main-categories');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Donna/Scarpe' }));
    expect(layout().desktop.showcaseMainCategoriesItems).toEqual([
      { key: 'Donna/Scarpe', value: 'Donna/Scarpe', name: 'Scarpe' },
    ]);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Image of Donna/Scarpe' }),
      'https://img.test/scarpe.png{Enter}',
    );
    expect(layout().desktop.showcaseMainCategoriesItems[0]?.img).toBe(
      'https://img.test/scarpe.png',
    );
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByRole('button', { name: /Edit recommendation categories \(0 of 8\)/ }),
    ).toBeTruthy();
  });

  it('says when the categories cannot be loaded', SLOW, async () => {
    const user = userEvent.setup();
    await openDesktop({
      shop: layoutShop({ layout: { desktop: showcaseWith(['recommendationsCategories']) } }),
      handlers: {
        'GET /shops/shop-1/categories': withStatus(500, {
          status: 'ERROR',
          code: 'internal-error',
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: /Edit recommendation categories/ }));
    expect(await screen.findByText('The categories could not be loaded.', {}, SLOW)).toBeTruthy();
  });
});

describe('mobile tab: barcode scanner', () => {
  const warning = /A scanned barcode finds a product only through a query field searched as a code/;

  it('warns when no query field is searched as a code, with a link to the query fields', async () => {
    const title = { label: 'title', searchType: 'text', typoTolerance: 'fuzzy2' };
    await openMobile({
      shop: layoutShop({ setup: { ...defaultSetup(), query: { title } } }),
    });
    expect(screen.getByText(warning)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Set a code field in the query fields' });
    expect(link.getAttribute('href')).toBe('/setup/search');
  });

  it('says nothing once a field such as the GTIN is searched as a code', async () => {
    const gtin = { label: 'gtin', searchType: 'code', typoTolerance: 'none' };
    await openMobile({
      shop: layoutShop({ setup: { ...defaultSetup(), query: { gtin } } }),
    });
    expect(screen.getByRole('switch', { name: 'Barcode scanner' })).toBeTruthy();
    expect(screen.queryByText(warning)).toBeNull();
  });
});
