import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SearchIndex, serializeIndex, type EngineDocument } from '@trova/engine';
import type { IndexInputs } from './shop-engine-schema';
import { DEFAULT_ENGINE_SCHEMA } from './product-document';

/**
 * What a stored index was built from. A stored index is used only when all three still hold: any
 * difference means its bytes may not be what a fresh build would give.
 */
export interface IndexFingerprint {
  /** The engine that wrote the bytes (see `engineVersion`). */
  engine: string;
  /** Hash of the shop's index inputs: engine schema and hideOutOfStock. */
  inputs: string;
  /** `shops.catalogue_version` read before the products were. */
  catalogueVersion: number;
}

const sha256 = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');

/** @example inputsHash(indexInputsOf({ setup: null, fineTuning: null })).length // 64 */
export function inputsHash(inputs: IndexInputs): string {
  return sha256(JSON.stringify(inputs));
}

const PROBE: EngineDocument[] = [
  { id: 'p1', title: 'Scarpe rosse da corsa', brand: 'Alfa', categories: ['Donna/Scarpe'] },
  { id: 'p2', title: 'Running shoes', gtin: '8001234567890', price: 12.5, color: 'red' },
];

let cached: string | undefined;

/**
 * The engine exports no format version, and the same bytes read by a different engine could load
 * yet analyse queries differently. So the version is the engine's package version, a hash of its
 * source files (any change to analysis or layout invalidates stored indexes) and a hash of a small
 * probe index's bytes (catches a format change even where the sources are not on disk).
 */
export function engineVersion(): string {
  cached ??= sha256(
    [engineSourceHash(), sha256(serializeIndex(SearchIndex.build(DEFAULT_ENGINE_SCHEMA, PROBE)))]
      .filter(Boolean)
      .join(':'),
  );
  return cached;
}

function engineSourceHash(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('@trova/engine');
    const root = path.dirname(path.dirname(entry));
    const hash = createHash('sha256');
    hash.update(fs.readFileSync(path.join(root, 'package.json')));
    const files = fs
      .readdirSync(path.dirname(entry), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.[cm]?[jt]s$/.test(file) && !/\.test\.|test-fixtures/.test(file))
      .sort();
    for (const file of files) {
      hash.update(file).update(fs.readFileSync(path.join(path.dirname(entry), file)));
    }
    return hash.digest('hex');
  } catch {
    return '';
  }
}
