/**
 * The users module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/users/` imports only what this file exports.
 */
export { UsersRepository } from './users.repository';
export type { UserRow } from './users.repository';
export { createUsersModule } from './users.module';
export type { UsersModule } from './users.module';
