import { describe, expect, it } from 'vitest';
import { peakMB, startProbe, type RssSample } from './process-probe.js';

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
});
