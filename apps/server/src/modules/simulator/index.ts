/**
 * The simulator module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/simulator/` imports only what this file exports.
 */
export { runBackdated } from './backdated-simulation';
export type { BackdatedResult } from './backdated-simulation';
export { seededRandom } from './shopper-random';
export { formatTrafficReport } from './traffic-report';
export { simulateNow } from './traffic-simulation';
export { TrafficSimulatorRepository } from './traffic-simulator.repository';
export { httpTransport } from './traffic-transport';
export type { ShopperOrigin, TrafficTransport } from './traffic-transport';
