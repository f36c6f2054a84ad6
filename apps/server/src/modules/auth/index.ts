/**
 * The auth module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/auth/` imports only what this file exports.
 */
export { AuthService } from './auth.service';
export { OneTimeCodesRepository } from './one-time-codes.repository';
export { SessionTokenService } from './session-token.service';
export { SessionsRepository } from './sessions.repository';
export { createAuthModule } from './auth.module';
export type { AuthModule } from './auth.module';
