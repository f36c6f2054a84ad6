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

  it('in a cluster, answers starting while another worker of the node still loads', () => {
    const readiness = new NodeReadiness();
    readiness.setPeersLoaded(false);
    readiness.markLoaded();
    expect(readiness.status).toBe('starting');
    readiness.setPeersLoaded(true);
    expect(readiness.status).toBe('ready');
    readiness.setPeersLoaded(false); // a worker died and its replacement loads
    expect(readiness.status).toBe('starting');
    readiness.markDraining();
    expect(readiness.status).toBe('draining');
  });

  it('tells a listener once the process has loaded, at once when it already has', () => {
    const readiness = new NodeReadiness();
    const heard: string[] = [];
    readiness.onLoaded(() => heard.push('early'));
    expect(heard).toEqual([]);
    readiness.markLoaded();
    readiness.onLoaded(() => heard.push('late'));
    expect(heard).toEqual(['early', 'late']);
  });
});
