import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { ChangeChip, signedRate } from './change-chip';

describe('ChangeChip', () => {
  it('signs the change with one decimal and a comma', () => {
    expect(signedRate(12.34)).toBe('+12,3');
    expect(signedRate(-4.06)).toBe('-4,1');
    expect(signedRate(0)).toBe('0,0');
  });

  it('explains the change against the previous period', () => {
    renderWithProviders(<ChangeChip rate={-4.06} />);
    expect(screen.getByTitle('-4,1% against the previous period').textContent).toBe('-4,1%');
  });
});
