/** Interface languages the console ships in (docs/product/shell.md#languages-and-formats). */
export const SUPPORTED_LANGUAGES = ['en', 'it'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** English is the fallback when the browser language is unsupported. */
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';

/** Build version shown in the side menu (docs/product/shell.md#languages-and-formats). */
export const BUILD_VERSION = '2.3.6';

/**
 * Toast auto-hide (docs/product/shell.md#errors-and-toasts): 2000 ms, 1000 ms for dynamic blocks.
 */
export const TOAST_HIDE_MS = 2000;
export const DYNAMIC_BLOCK_TOAST_HIDE_MS = 1000;

/** Default primary colour of the layout (docs/product/layout-design.md#general-tab). */
export const DEFAULT_PRIMARY_COLOR = '#398FF4';

/** The unread badge shows at most this number, then '9+'. */
export const NOTIFICATION_BADGE_CAP = 9;

/** All API calls live under this prefix. */
export const API_PREFIX = '/API';

/** The customer's API key travels in this header; the session token in `Authorization: Bearer`. */
export const API_KEY_HEADER = 'X-Api-Key';
