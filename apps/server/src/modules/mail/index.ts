/**
 * The mail module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/mail/` imports only what this file exports.
 */
export { MailService } from './mail.service';
export { activationMail } from './templates/activation.template';
export { firstSyncMail } from './templates/first-sync.template';
export { recoveryMail } from './templates/recovery.template';
export { createMailModule } from './mail.module';
export type { MailModule } from './mail.module';
