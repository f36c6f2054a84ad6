import type { CatalogueProductInput } from '@trova/contracts';
import type {
  LinkedClient,
  PlatformChanges,
  PlatformError,
  PlatformLink,
} from '../src/modules/platforms/index';

/** A valid catalogue product of the fake store. */
export function storeProduct(id: string, title: string): CatalogueProductInput {
  return {
    id,
    title,
    link: `https://scarpe.example/p/${id}`,
    price: { amount: 89.9, currency: 'EUR' },
  };
}

/**
 * A store behind the PlatformClient interface, for the framework's own tests (the platforms'
 * HTTP fakes test the real clients): its products in pages of two, what Trova asked of it, the
 * changes a poll finds, and a failure or a pause to inject.
 */
export class FakeStore {
  products = [storeProduct('1', 'Scarpe da trekking'), storeProduct('2', 'Zaino 30 L')];
  calls: string[] = [];
  credentials: unknown[] = [];
  failWith: PlatformError | undefined;
  /** The one call that fails, when not every call does. */
  failOnly: string | undefined;
  /** What the next `changedSince` finds, and the `since` each poll asked for. */
  changes: PlatformChanges = { upserts: [], gone: [] };
  polledSince: number[] = [];
  /** Inventory item → product, for stock notices. */
  inventory = new Map<string, string>();
  registered: string[] = [];
  removed: string[][] = [];
  /** The product count `check()` answers instead of the real one (a store's header, say). */
  countAs: number | null | undefined;
  /** Holds the import after its first page until released. */
  gate: Promise<void> | undefined;

  client(link: PlatformLink): LinkedClient {
    this.credentials.push(link.credentials);
    return {
      check: () => {
        this.fail('check');
        const productCount = this.countAs === undefined ? this.products.length : this.countAs;
        return Promise.resolve({ name: 'Scarpe Anna', currency: 'EUR', productCount });
      },
      products: () => this.pages(),
      changedSince: (since) => this.changed(since),
      fetchByIds: (ids) => {
        this.fail('fetchByIds');
        const upserts = this.products.filter((item) => ids.includes(item.id));
        const gone = ids.filter((id) => !upserts.some((item) => item.id === id));
        return Promise.resolve({ upserts, gone });
      },
      productIdsForInventory: (ids) => {
        this.fail('productIdsForInventory');
        return Promise.resolve(ids.flatMap((id) => this.inventory.get(id) ?? []));
      },
      register: (url) => {
        this.fail('register');
        this.registered.push(url);
        return Promise.resolve(['w-1', 'w-2']);
      },
      remove: (ids) => {
        this.removed.push([...ids]);
        return Promise.resolve();
      },
    };
  }

  private fail(call: string): void {
    this.calls.push(call);
    if (this.failWith && (!this.failOnly || this.failOnly === call)) throw this.failWith;
  }

  private async *pages(): AsyncGenerator<CatalogueProductInput[]> {
    this.fail('products');
    for (let start = 0; start < this.products.length; start += 2) {
      yield this.products.slice(start, start + 2);
      if (start === 0 && this.gate) await this.gate;
    }
  }

  private async *changed(since: number): AsyncGenerator<PlatformChanges> {
    this.fail('changedSince');
    this.polledSince.push(since);
    yield await Promise.resolve(this.changes);
  }
}
