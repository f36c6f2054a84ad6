/**
 * The cluster module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/cluster/` imports only what this file exports.
 */
export { LocalChangeFeed } from './change-feed';
export type { ChangeFeed } from './change-feed';
export type { IndexChange } from './index-change';
export { IndexChangesRepository } from './index-changes.repository';
export { subscribeClusterShopDeletion } from './cluster-shop-deletion';
export { IndexFollower } from './index-follower';
export { PgChangeFeed } from './pg-change-feed';
export { createClusterModule } from './cluster.module';
export type { ClusterModule } from './cluster.module';
