import type { ReadinessStatus } from '@trova/contracts';

/**
 * Whether this node should receive traffic (`GET /readyz`). It moves one way only:
 * `starting` (indexes still loading) → `ready` → `draining` (a graceful shutdown began). A node
 * that starts draining before its indexes loaded never becomes ready.
 *
 * @example
 * const readiness = new NodeReadiness();
 * readiness.markLoaded();   // status 'ready'
 * readiness.markDraining(); // status 'draining'; markLoaded() no longer changes it
 */
export class NodeReadiness {
  private current: ReadinessStatus = 'starting';
  /** In a cluster, whether every worker of the node has loaded too (the primary says). */
  private peersLoaded = true;
  private readonly loadedListeners: (() => void)[] = [];

  /**
   * `ready` only when this process and, in a cluster, every other worker of the node have loaded:
   * the port hands connections to any of them, so one still loading makes the node not ready.
   */
  get status(): ReadinessStatus {
    if (this.current === 'ready' && !this.peersLoaded) return 'starting';
    return this.current;
  }

  /** Every stored index is back (or rebuilt): search answers the whole catalogue of each shop. */
  markLoaded(): void {
    if (this.current !== 'starting') return;
    this.current = 'ready';
    for (const listener of this.loadedListeners.splice(0)) listener();
  }

  /** Calls `listener` once this process has loaded (at once if it has). */
  onLoaded(listener: () => void): void {
    if (this.current === 'starting') this.loadedListeners.push(listener);
    else if (this.current === 'ready') listener();
  }

  /** A cluster worker learns whether all the node's workers have loaded (docs/deploy.md). */
  setPeersLoaded(loaded: boolean): void {
    this.peersLoaded = loaded;
  }

  /** A shutdown began: a proxy polling `/readyz` stops sending new requests here. */
  markDraining(): void {
    this.current = 'draining';
  }
}
