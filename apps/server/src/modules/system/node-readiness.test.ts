import { describe, expect, it } from 'vitest';
import { NodeReadiness } from './node-readiness';

describe('NodeReadiness', () => {
  it('starts unready and becomes ready once the indexes are loaded', () => {
    const readiness = new NodeReadiness();
    expect(readiness.status).toBe('starting');
    readiness.markLoaded();
    expect(readiness.status).toBe('ready');
  });

  it('stays draining once a shutdown began, even if the load finishes afterwards', () => {
    const readiness = new NodeReadiness();
    readiness.markDraining();
    readiness.markLoaded();
    expect(readiness.status).toBe('draining');
  });

  it('drains a ready node', () => {
    const readiness = new NodeReadiness();
    readiness.markLoaded();
    readiness.markDraining();
    expect(readiness.status).toBe('draining');
  });
});
