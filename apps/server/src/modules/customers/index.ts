/**
 * The customers module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/customers/` imports only what this file exports.
 */
export { toBillingInfo } from './billing-info.mapper';
export { CustomersRepository } from './customers.repository';
export { CustomersService } from './customers.service';
export { createCustomersModule } from './customers.module';
export type { CustomersModule } from './customers.module';
