import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatus } from '../../test/api-stub';
import { getConfigurationState, resetConfiguration } from '../configuration/configuration-store';
import { callsTo, layoutShop, openLayoutTab } from './layout-test-fixtures';

const openGeneral = (options?: Parameters<typeof openLayoutTab>[2]) =>
  openLayoutTab('/layoutDesign/general', 'General', options);

function layout() {
  return getConfigurationState().draft!.layout;
}

afterEach(() => {
  resetConfiguration();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: give each sortable row its own band, so the keyboard can move it. */
function layOutRows(dialog: HTMLElement) {
  const rows = within(dialog).getAllByRole('listitem');
  for (const [index, row] of rows.entries()) {
    vi.spyOn(row, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: index * 40, width: 300, height: 40 }),
    );
  }
}

describe('facet order dialog', () => {
  // Many steps on a busy machine: the modal, three key presses and Back.
  it(
    'reorders active facets by keyboard as ?action=facet-order; Back closes it',
    { timeout: 15000 },
    async () => {
      const user = userEvent.setup();
      const { router } = await openGeneral({
        shop: layoutShop({
          setup: { ...layoutShop().setup!, facets: ['brand', 'colour', 'categories', 'price'] },
        }),
      });
      await user.click(screen.getByRole('switch', { name: 'Show colour' }));
      await user.click(screen.getByRole('button', { name: 'Change facet order' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change facet order' });
      expect(router.state.location.search).toBe('?action=facet-order');
      expect(within(dialog).getByText('Hidden facets keep their place: colour.')).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Move colour' })).toBeNull();
      layOutRows(dialog);

      const handle = within(dialog).getByRole('button', { name: 'Move brand' });
      handle.focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowDown]');
      await user.keyboard('[Space]');
      await waitFor(() =>
        expect(layout().facets.map((facet) => facet.name)).toEqual([
          'categories',
          'colour',
          'brand',
          'price',
        ]),
      );

      await act(() => router.navigate(-1));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );
});

describe('sorting', () => {
  it('edits a sort label within 3 to 24 characters and keeps one default', async () => {
    const user = userEvent.setup();
    await openGeneral();
    const second = screen.getByRole('group', { name: 'Sort option 2' });
    const label = within(second).getByRole('textbox', { name: 'Label' });
    expect((label as HTMLInputElement).maxLength).toBe(24);
    await user.clear(label);
    await user.type(label, 'P{Enter}');
    expect(within(second).getByText('From 3 to 24 characters.')).toBeTruthy();
    await user.type(label, 'rice up{Enter}');
    expect(layout().sort.values[1]?.label).toBe('Price up');

    await user.click(within(second).getByRole('radio', { name: 'Default' }));
    expect(layout().sort.values.map((value) => value.isDefault)).toEqual([false, true, false]);
    expect(within(second).getByRole('switch', { name: 'Shown' })).toHaveProperty('disabled', true);
  });

  it('adds tie-breakers in the refine sorting dialog, linked as ?action=refine-sorting', async () => {
    const user = userEvent.setup();
    const { router } = await openGeneral();
    const first = screen.getByRole('group', { name: 'Sort option 1' });
    await user.click(within(first).getByRole('button', { name: 'Refine sorting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refine sorting: Relevance' });
    expect(router.state.location.search).toBe('?action=refine-sorting&option=0');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Field' }), 'brand');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Direction' }), 'DESC');
    await user.click(within(dialog).getByRole('button', { name: 'Add tie-breaker' }));
    expect(layout().sort.values[0]?.selectedList).toEqual([{ label: 'brand', sort: 'DESC' }]);
    expect(
      within(within(dialog).getByRole('combobox', { name: 'Field' })).queryByRole('option', {
        name: 'brand',
      }),
    ).toBeNull();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Then by brand Descending')).toBeTruthy();
  });
});

describe('labels CSV', () => {
  const latin1 = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));

  it('refuses a file that is not CSV or larger than 5 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { stub } = await openGeneral();
    const input = screen.getByLabelText('Labels CSV');
    await user.upload(input, new File(['x'], 'labels.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Choose a .csv file.')).toBeTruthy();
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByText('The file is larger than 5 MB.')).toBeTruthy();
    expect(callsTo(stub, 'POST /shops/shop-1/facets')).toHaveLength(0);
  });

  it(
    'stores Latin-1 labels on pick and saves; removing deletes them and saves',
    { timeout: 15000 },
    async () => {
      const user = userEvent.setup();
      const { stub } = await openGeneral({
        handlers: {
          'POST /shops/shop-1/facets': { status: 'OK' },
          'DELETE /shops/shop-1/facets': { status: 'OK' },
        },
      });
      const file = new File([latin1('colour,Colore\ncity,Città\n')], 'labels.csv', {
        type: 'text/csv',
      });
      await user.upload(screen.getByLabelText('Labels CSV'), file);
      expect(await screen.findByText(/Labels file: labels.csv/)).toBeTruthy();
      expect(callsTo(stub, 'POST /shops/shop-1/facets')[0]?.body).toEqual({
        facets: { colour: 'Colore', city: 'Città' },
      });
      await waitFor(() => expect(callsTo(stub, 'PUT /shops/shop-1/conf')).toHaveLength(1));
      const saved = callsTo(stub, 'PUT /shops/shop-1/conf')[0]!.body as {
        layout: { dynamicFacets: { filename: string; csvData: unknown[] } };
      };
      expect(saved.layout.dynamicFacets.filename).toBe('labels.csv');
      expect(saved.layout.dynamicFacets.csvData).toHaveLength(2);

      await user.click(screen.getByRole('button', { name: 'Remove labels file' }));
      await waitFor(() => expect(callsTo(stub, 'PUT /shops/shop-1/conf')).toHaveLength(2));
      expect(callsTo(stub, 'DELETE /shops/shop-1/facets')).toHaveLength(1);
      expect(layout().dynamicFacets).toMatchObject({ filename: '', csvData: [] });
      expect(await screen.findByLabelText('Labels CSV')).toBeTruthy();
    },
  );

  it('keeps the draft unchanged when the labels cannot be stored', async () => {
    const user = userEvent.setup();
    const { stub } = await openGeneral({
      handlers: {
        'POST /shops/shop-1/facets': withStatus(500, { status: 'ERROR', code: 'internal-error' }),
      },
    });
    await user.upload(
      screen.getByLabelText('Labels CSV'),
      new File(['colour,Colore\n'], 'labels.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(layout().dynamicFacets.filename).toBe('');
    expect(callsTo(stub, 'PUT /shops/shop-1/conf')).toHaveLength(0);
  });
});
