import { describe, expect, it } from 'vitest';
import type { ShopPlatformsRepository } from '../connectors/index';
import type { NotificationsService } from '../notifications/index';
import { PlatformNotices, type PlatformDelivery } from './platform-notices';

/** Deliveries taken in memory, as the repository takes them: once per platform and id. */
function memoryDeliveries() {
  const taken = new Set<string>();
  return {
    take: (platform: string, id: string) => {
      const key = `${platform}:${id}`;
      const first = !taken.has(key);
      taken.add(key);
      return Promise.resolve(first);
    },
    release: (platform: string, id: string) => {
      taken.delete(`${platform}:${id}`);
      return Promise.resolve();
    },
  };
}

describe('platform notices', () => {
  it('gives a delivery back when its job could not be queued, so the retry is taken', async () => {
    const queued: unknown[] = [];
    let down = true;
    const notices = new PlatformNotices({
      links: {} as ShopPlatformsRepository,
      deliveries: memoryDeliveries(),
      queue: {
        enqueue: (_name, payload) => {
          if (down) return Promise.reject(new Error('database is locked'));
          queued.push(payload);
          return Promise.resolve(`job-${queued.length}`);
        },
      },
      shops: { findById: () => Promise.resolve(undefined) },
      notifications: {} as NotificationsService,
      now: () => 1_000_000,
    });
    const delivery: PlatformDelivery = {
      shopId: 's-1',
      platform: 'woocommerce',
      deliveryId: 'd-1',
      notice: { kind: 'changed', productIds: ['7'] },
    };
    await expect(notices.accept(delivery)).rejects.toThrow('database is locked');
    down = false;
    expect(await notices.accept(delivery)).toBe('queued');
    expect(await notices.accept(delivery)).toBe('duplicate');
    expect(queued).toEqual([{ shopId: 's-1', productIds: ['7'] }]);
  });
});
