import type { SearchHit } from '@trova/contracts';
import { useEffect, useRef } from 'preact/hooks';
import type { ShownResults } from '../overlay/layer-search.state';

/** Fields a product's barcode may sit in (the catalogue's `gtin`, `mpn`, or its own id). */
const CODE_FIELDS = ['gtin', 'mpn', 'ean', 'barcode', 'code'] as const;

/** Leading zeros dropped: a UPC-A read as EAN-13 gains one, and feeds store both ways. */
const digits = (value: string) => value.trim().replace(/^0+(?=\d)/, '');

/**
 * Whether a product carries the scanned code, in one of its code fields or as its id.
 *
 * @example hitHasCode(hit with data.gtin '0012345678905', '12345678905') // true
 */
export function hitHasCode(hit: SearchHit, code: string): boolean {
  const wanted = digits(code);
  const values: unknown[] = [hit.header.externalId, ...CODE_FIELDS.map((field) => hit.data[field])];
  return values.some((value) => {
    const list = Array.isArray(value) ? (value as unknown[]) : [value];
    return list.some(
      (item) =>
        (typeof item === 'string' || typeof item === 'number') && digits(String(item)) === wanted,
    );
  });
}

/**
 * After a scan the overlay searches the code; when the answer is exactly one product and that
 * product carries the code, the shopper wanted that product, so its page opens
 * (docs/product/layer.md#barcode-scanner). Any other answer stays on screen as a normal search.
 * Returns the function that arms this for one code.
 */
export function useScannedProduct(
  shown: ShownResults | undefined,
  open: (index: number) => void,
): (code: string) => void {
  const pendingRef = useRef<string | undefined>(undefined);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  useEffect(() => {
    const code = pendingRef.current;
    if (!code || !shown || shown.request.q !== code) return;
    pendingRef.current = undefined;
    const [only] = shown.hits;
    if (shown.count === 1 && only && hitHasCode(only, code)) openRef.current(0);
  }, [shown]);
  return (code) => {
    pendingRef.current = code;
  };
}
