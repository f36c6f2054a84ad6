import type { Platform } from '@trova/contracts';
import { subscribeSession } from '../../lib/api/session-store';
import type { GoogleShoppingFields } from './wizard.rules';
import { useSyncExternalStore } from 'react';

/** Screens of the shop step, one after the other (docs/product/onboarding.md#shop-step). */
export type ShopPhase = 'choose' | 'ready' | 'syncing';

/**
 * Choices made in the wizard so far. Module state rather than component state so they survive
 * moving between steps (and the Back buttons), but not a reload: the wizard starts over then.
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
  /** The shop chosen, or just connected through Google Shopping, on the shop step. */
  shopId: string | null;
  shopPhase: ShopPhase;
}

const INITIAL: WizardState = {
  sector: null,
  platform: null,
  version: null,
  shopifyDomain: '',
  googleShopping: { shopUrl: '', languageIso: '', feedUrl: '' },
  connectedFeedUrl: null,
  shopId: null,
  shopPhase: 'choose',
};

let state: WizardState = INITIAL;
const listeners = new Set<() => void>();

export function getWizardState(): WizardState {
  return state;
}

export function updateWizard(changes: Partial<WizardState>): void {
  state = { ...state, ...changes };
  for (const listener of listeners) listener();
}

/** A finished wizard forgets its choices, so the next shop starts from the beginning. */
export function resetWizard(): void {
  updateWizard(INITIAL);
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
