import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  discardUnsavedChanges,
  getUnsavedChanges,
  setUnsavedChanges,
} from '../guard/unsaved-changes-store';
import { connectConfigurationToGuard } from './configuration-guard';
import {
  editConfiguration,
  getConfigurationState,
  loadConfiguration,
  markConfigurationSaved,
  resetConfiguration,
} from './configuration-store';
import { configuredShop } from './configuration.fixtures';
import { requestShopSwitch, settleShopSwitch } from './shop-switch';
import { getCurrentShopId, setCurrentShopId } from '../shops/current-shop-store';

const shop = configuredShop();
const addIp = () =>
  editConfiguration('fineTuning', (fineTuning) => ({ ...fineTuning, ips: ['10.0.0.1'] }));

afterEach(() => {
  resetConfiguration();
});

describe('connectConfigurationToGuard', () => {
  it('reports unsaved changes exactly while the history is non-empty', () => {
    const save = vi.fn(() => Promise.resolve());
    const disconnect = connectConfigurationToGuard(save);
    loadConfiguration(shop);
    expect(getUnsavedChanges().unsavedChanges).toBe(false);
    addIp();
    expect(getUnsavedChanges()).toMatchObject({ unsavedChanges: true, save });
    markConfigurationSaved(shop);
    expect(getUnsavedChanges()).toMatchObject({ unsavedChanges: false, save: null });
    disconnect();
  });

  it("'leave without saving' returns the draft to the saved configuration", () => {
    const disconnect = connectConfigurationToGuard(() => Promise.resolve());
    loadConfiguration(shop);
    addIp();
    addIp();
    discardUnsavedChanges();
    expect(getConfigurationState().draft?.fineTuning.ips).toEqual([]);
    expect(getConfigurationState().history).toEqual([]);
    expect(getUnsavedChanges().unsavedChanges).toBe(false);
    disconnect();
  });

  it("leaves another screen's pending edits alone", () => {
    const discard = vi.fn();
    setUnsavedChanges({ unsavedChanges: true, discard });
    const disconnect = connectConfigurationToGuard(() => Promise.resolve());
    loadConfiguration(shop);
    expect(getUnsavedChanges()).toMatchObject({ unsavedChanges: true, discard });
    disconnect();
  });

  it('stops mirroring once disconnected, keeping a pending record', () => {
    const disconnect = connectConfigurationToGuard(() => Promise.resolve());
    loadConfiguration(shop);
    addIp();
    disconnect();
    markConfigurationSaved(shop);
    expect(getUnsavedChanges().unsavedChanges).toBe(true);
  });
});

describe('requestShopSwitch', () => {
  it('switches at once when nothing is unsaved', () => {
    const switched = vi.fn();
    requestShopSwitch('shop-2', switched);
    expect(getCurrentShopId()).toBe('shop-2');
    expect(switched).toHaveBeenCalledTimes(1);
  });

  it('holds the switch while changes are unsaved, until it is settled', () => {
    setCurrentShopId('shop-1');
    setUnsavedChanges({ unsavedChanges: true });
    const switched = vi.fn();
    requestShopSwitch('shop-2', switched);
    expect(getCurrentShopId()).toBe('shop-1');
    settleShopSwitch(false);
    expect(getCurrentShopId()).toBe('shop-1');
    requestShopSwitch('shop-2', switched);
    settleShopSwitch(true);
    expect(getCurrentShopId()).toBe('shop-2');
    expect(switched).toHaveBeenCalledTimes(1);
  });

  it('holds the switch while a Visual Machine item is being edited', () => {
    setCurrentShopId('shop-1');
    setUnsavedChanges({ editing: 'banner' });
    requestShopSwitch('shop-2');
    expect(getCurrentShopId()).toBe('shop-1');
    settleShopSwitch(true);
    expect(getCurrentShopId()).toBe('shop-2');
  });
});
