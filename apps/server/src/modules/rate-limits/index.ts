/**
 * The rate-limits module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/rate-limits/` imports only what this file exports.
 */
export { MemoryRateLimitStore, windowStartOf } from './rate-limit-store';
export type { RateLimitStore, WindowHits } from './rate-limit-store';
export { RateLimitWindowsRepository } from './rate-limit-windows.repository';
