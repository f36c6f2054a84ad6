/**
 * The captcha module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/captcha/` imports only what this file exports.
 */
export { CaptchaService } from './captcha.service';
export type { CaptchaSettings } from './captcha.service';
export { createCaptchaModule } from './captcha.module';
export type { CaptchaModule } from './captcha.module';
