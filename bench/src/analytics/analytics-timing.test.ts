import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesMB, medianLatency } from './analytics-timing.js';

describe('medianLatency', () => {
  it('warms up once, then times each run', async () => {
    let calls = 0;
    const latency = await medianLatency(5, () => {
      calls++;
      return Promise.resolve();
    });
    expect(calls).toBe(6);
    expect(latency.runsMs).toHaveLength(5);
    expect(latency.medianMs).toBe([...latency.runsMs].sort((a, b) => a - b)[2]);
  });
});

describe('filesMB', () => {
  it('adds the sizes of the files that exist and skips the missing WAL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trova-files-'));
    try {
      writeFileSync(join(dir, 'db'), Buffer.alloc(3 * 1024 ** 2));
      expect(filesMB([join(dir, 'db'), join(dir, 'db-wal')])).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
