import { randomUUID } from 'node:crypto';
import {
  DEFAULT_HISTORY_INTERVAL,
  HISTORY_INTERVALS,
  type HistoryInterval,
  type HistoryIntervalSetting,
} from '@trova/contracts';
import { epochSeconds } from '../../clock';
import type { Caller } from '../../kernel/caller';
import type { VmItemsRepository } from './vm-items.repository';
import { openVmShop, type VmListsDependencies } from './vm-lists.service';

const isInterval = (value: string | undefined): value is HistoryInterval =>
  HISTORY_INTERVALS.some((interval) => interval === value);

/**
 * The Visual Machine's settings calls (docs/product/visual-machine.md#recommendations): the
 * recommendations' history interval (15 or 30 days, 30 until saved) and fresh banner ids. Gated and
 * scoped like the lists.
 */
export class VmSettingsService {
  constructor(
    private readonly deps: Pick<VmListsDependencies, 'shops' | 'plans' | 'now'> & {
      items: VmItemsRepository;
    },
  ) {}

  async historyInterval(
    caller: Caller | undefined,
    shopId: string,
  ): Promise<HistoryIntervalSetting> {
    const shop = await openVmShop(this.deps, caller, shopId);
    return { historyInterval: await this.interval(shop.id) };
  }

  async setHistoryInterval(
    caller: Caller | undefined,
    shopId: string,
    setting: HistoryIntervalSetting,
  ): Promise<HistoryIntervalSetting> {
    const shop = await openVmShop(this.deps, caller, shopId);
    await this.deps.items.setHistoryInterval(
      shop.id,
      setting.historyInterval,
      epochSeconds(this.deps.now),
    );
    return setting;
  }

  /** The shop's interval without access checks, for the recommendations it serves. */
  async interval(shopId: string): Promise<HistoryInterval> {
    const saved = await this.deps.items.historyInterval(shopId);
    return isInterval(saved) ? saved : DEFAULT_HISTORY_INTERVAL;
  }

  /** A uuid for a new banner's name (campaign name, `_`, uuid). */
  async bannerId(caller: Caller | undefined, shopId: string): Promise<{ uuid: string }> {
    await openVmShop(this.deps, caller, shopId);
    return { uuid: randomUUID() };
  }
}
