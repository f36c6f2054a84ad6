/**
 * The demo module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/demo/` imports only what this file exports.
 */
export { DemoShopService } from './demo-shop.service';
export { demoShop, simulateDemoTraffic } from './demo-traffic';
export { DemoService } from './demo.service';
export { injectFetch } from './inject-fetch';
export { demoProducts } from './demo-catalogue.generator';
