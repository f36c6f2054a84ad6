import { PLATFORMS } from '@trova/contracts';
import type { ShopPhase, WizardState } from './wizard-store';

/** This tab's copy of the wizard's choices (docs/decisions.md "Wizard memory"). */
export const WIZARD_STORAGE_KEY = 'trova.wizard';

const PHASES: readonly ShopPhase[] = ['choose', 'ready', 'syncing'];

type Json = Record<string, unknown>;

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function texts(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * The choices a reload keeps, read back field by field: a value of the wrong shape (an older
 * console's, a hand edit) is dropped rather than trusted. Pasted keys are never among them (see
 * storeWizard).
 */
function keptChoices(json: Json): Partial<WizardState> {
  const kept: Partial<WizardState> = {};
  const platform = text(json.platform);
  const phase = text(json.shopPhase);
  kept.sector = text(json.sector);
  kept.platform = PLATFORMS.find((candidate) => candidate === platform) ?? null;
  kept.version = text(json.version);
  kept.shopifyDomain = text(json.shopifyDomain) ?? '';
  const gs = texts(json.googleShopping);
  kept.googleShopping = {
    shopUrl: gs.shopUrl ?? '',
    languageIso: gs.languageIso ?? '',
    feedUrl: gs.feedUrl ?? '',
  };
  kept.connectedFeedUrl = text(json.connectedFeedUrl);
  kept.platformForm = texts(json.platformForm);
  kept.connectedStoreUrl = text(json.connectedStoreUrl);
  kept.shopId = text(json.shopId);
  kept.shopPhase = PHASES.find((candidate) => candidate === phase) ?? 'choose';
  return kept;
}

/** Form fields kept over a reload; every other field of a platform form is a key or a secret. */
const KEPT_FORM_FIELDS = ['storeUrl', 'languageIso', 'storeView'];

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage denied by the browser's settings: the wizard still works, only a reload forgets.
    return null;
  }
}

/** The kept choices of this tab, or nothing when none (or unreadable ones) were kept. */
export function readStoredWizard(): Partial<WizardState> {
  const raw = sessionStorageOrNull()?.getItem(WIZARD_STORAGE_KEY);
  if (!raw) return {};
  try {
    const json: unknown = JSON.parse(raw);
    return typeof json === 'object' && json !== null ? keptChoices(json as Json) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps the choices for a reload of this tab.
 * @example storeWizard({ ...state, sector: 'Fashion' }) // sessionStorage 'trova.wizard'
 */
export function storeWizard(state: WizardState): void {
  const platformForm = Object.fromEntries(
    Object.entries(state.platformForm).filter(([field]) => KEPT_FORM_FIELDS.includes(field)),
  );
  const kept = { ...state, platformForm };
  try {
    sessionStorageOrNull()?.setItem(WIZARD_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Full or denied storage: only the reload loses the choices.
  }
}
