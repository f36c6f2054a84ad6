import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { ChangeChip } from './change-chip';

describe('ChangeChip', () => {
  it('shows the signed change with one decimal and explains it', () => {
    renderWithProviders(<ChangeChip rate={-4.06} />);
    expect(screen.getByTitle('-4,1% against the previous period').textContent).toBe('-4,1%');
  });

  it('says "no comparison" in grey, without a percent, when there is nothing to compare', () => {
    renderWithProviders(<ChangeChip rate={null} />);
    const chip = screen.getByTitle('The previous period has no data to compare with');
    expect(chip.textContent).toBe('no comparison');
    expect(chip.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('gray');
  });

  it('signs a rise', () => {
    renderWithProviders(<ChangeChip rate={12.34} />);
    expect(screen.getByText('+12,3%')).toBeTruthy();
  });
});
