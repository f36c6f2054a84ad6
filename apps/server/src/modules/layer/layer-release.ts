import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The layer's own package.json: its version is the one release this server ships. */
const LAYER_PACKAGE = path.resolve(import.meta.dirname, '../../../../layer/package.json');

export { LAYER_VERSION_PATTERN } from '@trova/contracts';

let released: string | undefined;

/**
 * The layer release this server ships and serves under `/layer/<version>/` and `/layer/latest/`
 * (docs/product/layer.md#versions): apps/layer's package.json version, read once.
 * @example releasedLayerVersion() // '0.1.0'
 */
export function releasedLayerVersion(): string {
  if (released === undefined) {
    const manifest = z.object({ version: z.string().regex(/^\d+\.\d+\.\d+$/) });
    released = manifest.parse(JSON.parse(fs.readFileSync(LAYER_PACKAGE, 'utf8'))).version;
  }
  return released;
}
