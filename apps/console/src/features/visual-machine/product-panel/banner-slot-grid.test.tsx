import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { vmProduct } from '../vm-test-fixtures';
import { BannerSlotGrid } from './banner-slot-grid';

describe('BannerSlotGrid', () => {
  it('names the product of every position, banners keeping their slots', () => {
    const products = ['tv', 'radio', 'lamp'].map((id) => vmProduct(id, { title: `The ${id}` }));
    renderWithProviders(
      <BannerSlotGrid
        position={2}
        otherPositions={[3]}
        bannerImage=""
        products={products}
        onChoose={() => undefined}
      />,
    );
    const grid = screen.getByRole('group', { name: 'Positions on the first result page' });
    const slot = (n: number) =>
      within(grid).getByRole('button', { name: new RegExp(`^Position ${n}\\b`) });
    expect(within(slot(1)).getByText('The tv')).toBeTruthy();
    expect(within(slot(2)).queryByText(/^The /)).toBeNull();
    expect(within(slot(3)).queryByText(/^The /)).toBeNull();
    expect(within(slot(4)).getByText('The radio')).toBeTruthy();
    expect(within(slot(5)).getByText('The lamp')).toBeTruthy();
  });
});
