import { spawn } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { peakMB, startProbe, type RssSample } from './process-probe.js';
import { processMemory } from './server-process.js';

const MB = 1024 ** 2;

describe('peakMB', () => {
  const samples: RssSample[] = [
    [0, 100 * MB],
    [50, 300 * MB],
    [100, 200 * MB],
  ];

  it('takes the highest sample of the window', () => {
    expect(peakMB(samples)).toBe(300);
    expect(peakMB(samples, 60, 200)).toBe(200);
  });

  it('counts the reading just before a window shorter than the interval', () => {
    expect(peakMB(samples, 60, 70)).toBe(300);
  });
});

describe('startProbe', () => {
  it('samples the process RSS from its worker until stopped', async () => {
    const probe = await startProbe(5);
    await new Promise((resolve) => setTimeout(resolve, 40));
    const { samples, trace } = await probe.stop();
    expect(samples.length).toBeGreaterThan(2);
    expect(samples.every(([, rss]) => rss > 0)).toBe(true);
    expect(trace.stagedMax).toBe(0);
  });

  it("samples another process's RSS from /proc when given its pid", async () => {
    const sleeper = spawn(process.execPath, [
      '-e',
      'const keep = Buffer.alloc(64 * 1024 ** 2, 1); setInterval(() => keep, 1000);',
    ]);
    try {
      await new Promise((resolve) => sleeper.once('spawn', resolve));
      const pid = sleeper.pid ?? 0;
      // A loaded machine starts a node process in seconds, and its resident set still moves while
      // it starts: wait for the buffer, then for two readings 50 ms apart within 1 MB.
      await vi.waitFor(() => expect(processMemory(pid).rss).toBeGreaterThan(64 * MB), {
        timeout: 15_000,
      });
      await vi.waitFor(
        async () => {
          const before = processMemory(pid).rss;
          await new Promise((resolve) => setTimeout(resolve, 50));
          expect(Math.abs(processMemory(pid).rss - before)).toBeLessThan(MB);
        },
        { timeout: 15_000 },
      );
      const probe = await startProbe(5, pid);
      await new Promise((resolve) => setTimeout(resolve, 40));
      const { samples } = await probe.stop();
      const child = processMemory(pid);
      // Every sample is the child's resident set (steady: it only holds its buffer), not ours.
      expect(samples.length).toBeGreaterThan(0);
      for (const [, rss] of samples) expect(Math.abs(rss - child.rss)).toBeLessThan(8 * MB);
      expect(Math.abs(process.memoryUsage.rss() - child.rss)).toBeGreaterThan(8 * MB);
      expect(child.hwm).toBeGreaterThanOrEqual(child.rss);
    } finally {
      sleeper.kill();
    }
  }, 40_000);
});
