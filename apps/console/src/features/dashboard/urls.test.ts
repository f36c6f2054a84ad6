import { describe, expect, it } from 'vitest';
import { dashboardListOf } from './urls';

describe('dashboardListOf', () => {
  it('names a known full list and nothing else', () => {
    expect(dashboardListOf('most_clicked_products')).toBe('most_clicked_products');
    expect(dashboardListOf('everything')).toBeNull();
    expect(dashboardListOf(null)).toBeNull();
  });
});
