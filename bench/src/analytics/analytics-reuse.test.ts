import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPriorIngest, writePriorIngest } from './analytics-reuse.js';

describe('prior ingest of a kept work dir', () => {
  const dir = mkdtempSync(join(tmpdir(), 'trova-reuse-'));
  afterEach(() => rmSync(join(dir, 'ingest.json'), { force: true }));

  it('is empty when nothing was stored', () => {
    expect(readPriorIngest(dir, 1_000, 7)).toEqual({ events: 1_000, seed: 7 });
  });

  it('is reused only for the same events and seed', () => {
    const sqlite = { events: 1_000, ingestMs: 50, ingestPerSec: 20_000 };
    writePriorIngest(dir, { events: 1_000, seed: 7, sqlite });
    expect(readPriorIngest(dir, 1_000, 7).sqlite).toEqual(sqlite);
    expect(readPriorIngest(dir, 2_000, 7).sqlite).toBeUndefined();
    expect(readPriorIngest(dir, 1_000, 8).sqlite).toBeUndefined();
    expect(readPriorIngest(dir, 1_000, 7, 'ordered').sqlite).toBeUndefined();
  });
});
