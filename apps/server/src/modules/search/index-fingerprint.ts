import { createHash } from 'node:crypto';
import { ENGINE_FORMAT_VERSION } from '@trova/engine';
import type { IndexInputs } from '../../kernel/shop-configuration';

/**
 * What a stored index was built from. A stored index is used only when all three still hold: any
 * difference means its bytes may not be what a fresh build would give. Query settings are not part
 * of it: they are applied to the loaded index from the shop's current configuration.
 */
export interface IndexFingerprint {
  /** The engine's format version (`ENGINE_FORMAT_VERSION`) that wrote the bytes. */
  engine: string;
  /** Hash of the shop's index inputs: the index part of its schema and hideOutOfStock. */
  inputs: string;
  /** The shop's catalogue version the index holds. */
  catalogueVersion: number;
}

/** @example inputsHash(searchSettingsOf({ setup: null, fineTuning: null }).inputs).length // 64 */
export function inputsHash(inputs: IndexInputs): string {
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
}

/**
 * The engine's exported format version: the engine bumps it whenever stored bytes or what a stored
 * index answers would change, so an older file is rebuilt rather than misread.
 * @example engineVersion() // 'format-1'
 */
export function engineVersion(): string {
  return `format-${ENGINE_FORMAT_VERSION}`;
}
