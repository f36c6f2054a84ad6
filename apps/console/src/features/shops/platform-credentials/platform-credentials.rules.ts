import {
  CREDENTIAL_PLATFORMS,
  PLATFORM_ERROR_CODES,
  platformCredentialsSchema,
  type CredentialPlatform,
  type Platform,
  type PlatformCredentials,
  type PlatformErrorCode,
} from '@trova/contracts';

/** The credential form of a platform (docs/product/onboarding.md#platform): field name → text. */
export type PlatformFormValues = Readonly<Record<string, string>>;

/** A field of a platform's credential form, named as in the contracts' credential schemas. */
export type CredentialField =
  | 'storeUrl'
  | 'consumerKey'
  | 'consumerSecret'
  | 'webserviceKey'
  | 'accessToken'
  | 'storeView'
  | 'apiKey'
  | 'exchange';

/** A field after the store URL: one of the platform's keys, or Magento's store view. */
export type KeyField = Exclude<CredentialField, 'storeUrl'>;

/** The keys each platform asks for after the store URL (docs/product/onboarding.md#platform). */
export const CREDENTIAL_FIELDS: Readonly<Record<CredentialPlatform, readonly KeyField[]>> = {
  woocommerce: ['consumerKey', 'consumerSecret'],
  prestashop: ['webserviceKey'],
  'magento-2': ['accessToken', 'storeView'],
  storeden: ['apiKey', 'exchange'],
};

/** Fields that are not secret: shown as typed and kept over a reload (wizard-storage.ts). */
export const PLAIN_FIELDS: readonly CredentialField[] = ['storeUrl', 'storeView'];

/** Magento's first store view, the schema's default: the field starts with it. */
export const DEFAULT_STORE_VIEW = 'default';

/** Why a field was refused, worded by `platformConnect.fieldErrors.<kind>`. */
export type FieldErrorKind = 'required' | 'url' | 'noSpaces' | 'storeView' | 'tooLong';

export type CredentialCheck =
  | { ok: true; credentials: PlatformCredentials }
  | { ok: false; errors: Partial<Record<CredentialField, FieldErrorKind>> };

export function isCredentialPlatform(platform: Platform | null): platform is CredentialPlatform {
  return (CREDENTIAL_PLATFORMS as readonly string[]).includes(platform ?? '');
}

export function isPlatformErrorCode(code: string | undefined): code is PlatformErrorCode {
  return (PLATFORM_ERROR_CODES as readonly string[]).includes(code ?? '');
}

/**
 * Codes a credential form names (platformConnect.errors): the platform's errors, and the 409 of
 * keys for another platform than the shop's (`PUT integrations/platforms/{id}`).
 */
export function isNamedCredentialError(
  code: string | undefined,
): code is PlatformErrorCode | 'platform-mismatch' {
  return isPlatformErrorCode(code) || code === 'platform-mismatch';
}

/** The value of a field as the form shows it: the store view starts with Magento's default. */
export function fieldValue(values: PlatformFormValues, field: CredentialField): string {
  return values[field] ?? (field === 'storeView' ? DEFAULT_STORE_VIEW : '');
}

function kindOf(field: CredentialField, value: string): FieldErrorKind {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (field === 'storeUrl') return trimmed.length > 2048 ? 'tooLong' : 'url';
  if (field === 'storeView') return 'storeView';
  return trimmed.length > 512 ? 'tooLong' : 'noSpaces';
}

/**
 * The credentials the form holds, validated by the contracts' schema (the server's own rules), or
 * why each refused field was refused.
 * @example checkCredentials('prestashop', { storeUrl: 'https://negozio.it', webserviceKey: '' })
 * // { ok: false, errors: { webserviceKey: 'required' } }
 */
export function checkCredentials(
  platform: CredentialPlatform,
  values: PlatformFormValues,
): CredentialCheck {
  const fields: CredentialField[] = ['storeUrl', ...CREDENTIAL_FIELDS[platform]];
  const input = Object.fromEntries(fields.map((field) => [field, fieldValue(values, field)]));
  const parsed = platformCredentialsSchema.safeParse({ platform, ...input });
  if (parsed.success) return { ok: true, credentials: parsed.data };
  const errors: Partial<Record<CredentialField, FieldErrorKind>> = {};
  for (const issue of parsed.error.issues) {
    const field = fields.find((candidate) => candidate === issue.path[0]);
    if (field && !errors[field]) errors[field] = kindOf(field, fieldValue(values, field));
  }
  return { ok: false, errors };
}

/** Whether every field of the form has something typed: Next and Check wait for that. */
export function isCredentialFormFilled(
  platform: CredentialPlatform,
  values: PlatformFormValues,
): boolean {
  return ['storeUrl' as const, ...CREDENTIAL_FIELDS[platform]].every(
    (field) => fieldValue(values, field).trim() !== '',
  );
}
