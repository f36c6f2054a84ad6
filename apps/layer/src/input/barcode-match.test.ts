import { describe, expect, it } from 'vitest';
import { stubProducts } from '../../test/stub-shop.fixtures';
import { hitHasCode } from './barcode-match';

describe('hitHasCode', () => {
  const [hit] = stubProducts('https://t.example');
  if (!hit) throw new Error('no stub product');

  it('finds the code in the product’s gtin, ignoring leading zeros', () => {
    const product = { ...hit, data: { ...hit.data, gtin: '0012345678905' } };
    expect(hitHasCode(product, '12345678905')).toBe(true);
    expect(hitHasCode(product, '012345678905')).toBe(true);
    expect(hitHasCode(product, '12345678906')).toBe(false);
  });

  it('finds it as the product id or in a list of codes', () => {
    expect(hitHasCode(hit, 'sku-1')).toBe(true);
    const listed = { ...hit, data: { ...hit.data, mpn: ['A1', '4006381333931'] } };
    expect(hitHasCode(listed, '4006381333931')).toBe(true);
  });
});
