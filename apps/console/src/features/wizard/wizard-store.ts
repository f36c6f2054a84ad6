import type { Platform } from '@trova/contracts';
import { useSyncExternalStore } from 'react';
import { subscribeSession } from '../../lib/api/session-store';
import type { PlatformFormValues } from '../shops/platform-credentials/platform-credentials.rules';
import type { GoogleShoppingFields } from './wizard.rules';
import { readStoredWizard, storeWizard } from './wizard-storage';

/** Screens of the shop step, one after the other (docs/product/onboarding.md#shop-step). */
export type ShopPhase = 'choose' | 'ready' | 'syncing';

// The credential form's values are typed beside the form, in shops (the setup screen has it too).
export type { PlatformFormValues };

/**
 * Choices made in the wizard so far. Module state so they survive moving between steps (and the
 * Back buttons); the ones a reload must keep are copied to this tab's sessionStorage
 * (wizard-storage.ts, docs/decisions.md "Wizard memory"): never the pasted keys.
 */
export interface WizardState {
  sector: string | null;
  platform: Platform | null;
  version: string | null;
  shopifyDomain: string;
  googleShopping: GoogleShoppingFields;
  /**
   * The feed URL a Google Shopping shop was connected with, so coming back to the cms step and on
   * again does not connect the same feed twice.
   */
  connectedFeedUrl: string | null;
  /** A credential platform's form: store URL, shop language and the platform's keys. */
  platformForm: PlatformFormValues;
  /** The store URL a credential platform's shop was connected with (same role as connectedFeedUrl). */
  connectedStoreUrl: string | null;
  /** The shop chosen, or just connected through Google Shopping, on the shop step. */
  shopId: string | null;
  shopPhase: ShopPhase;
}

export const INITIAL_WIZARD: WizardState = {
  sector: null,
  platform: null,
  version: null,
  shopifyDomain: '',
  googleShopping: { shopUrl: '', languageIso: '', feedUrl: '' },
  connectedFeedUrl: null,
  platformForm: {},
  connectedStoreUrl: null,
  shopId: null,
  shopPhase: 'choose',
};

let state: WizardState = { ...INITIAL_WIZARD, ...readStoredWizard() };
const listeners = new Set<() => void>();

export function getWizardState(): WizardState {
  return state;
}

export function updateWizard(changes: Partial<WizardState>): void {
  state = { ...state, ...changes };
  storeWizard(state);
  for (const listener of listeners) listener();
}

/** A finished wizard forgets its choices, so the next shop starts from the beginning. */
export function resetWizard(): void {
  updateWizard(INITIAL_WIZARD);
}

/** What a page load does: the choices this tab kept, over a fresh wizard (used by reload tests). */
export function restoreWizard(): void {
  state = { ...INITIAL_WIZARD, ...readStoredWizard() };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useWizardState(): WizardState {
  return useSyncExternalStore(subscribe, getWizardState, getWizardState);
}

// Choices belong to the session that made them: the next customer on this tab starts afresh.
subscribeSession((session) => {
  if (!session.token) resetWizard();
});
