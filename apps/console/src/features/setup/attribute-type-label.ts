import type { AttributeType } from '@trova/contracts';
import type { TFunction } from 'i18next';

const KNOWN_TYPES = ['text', 'price', 'image', 'url', 'number'] as const;

function isKnownType(id: string): id is (typeof KNOWN_TYPES)[number] {
  return (KNOWN_TYPES as readonly string[]).includes(id);
}

/**
 * How a results field is shown, in the interface language: `GET attribute-types` answers English
 * labels, so the console words the types it knows (docs/product/translation.md).
 * @example attributeTypeLabel(t, { id: 'image', label: 'Image' }) // 'immagine' in Italian
 */
export function attributeTypeLabel(
  t: TFunction,
  type: Pick<AttributeType, 'id' | 'label'>,
): string {
  const id = String(type.id);
  return isKnownType(id) ? t(`setup.proposal.types.${id}`) : type.label;
}
