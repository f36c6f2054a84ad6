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

  get status(): ReadinessStatus {
    return this.current;
  }

  /** Every stored index is back (or rebuilt): search answers the whole catalogue of each shop. */
  markLoaded(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  /** A shutdown began: a proxy polling `/readyz` stops sending new requests here. */
  markDraining(): void {
    this.current = 'draining';
  }
}
