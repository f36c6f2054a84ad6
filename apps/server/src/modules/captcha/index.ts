/**
 * The captcha module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/captcha/` imports only what this file exports.
 */
export { captchaRequired } from './captcha-policy';
export type { CaptchaMode } from './captcha-policy';
export { captchaRoutes } from './captcha.routes';
export { CaptchaService } from './captcha.service';
export type { CaptchaSettings } from './captcha.service';
export { createCaptchaModule } from './captcha.module';
export type { CaptchaModule } from './captcha.module';
