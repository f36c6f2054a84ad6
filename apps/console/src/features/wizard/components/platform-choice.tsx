import { Radio, SimpleGrid } from '@mantine/core';
import { PLATFORM_LABELS, PLATFORMS, type Platform } from '@trova/contracts';
import { useTranslation } from 'react-i18next';

function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

/** The platform radios of the cms step (docs/product/onboarding.md#platform), arrow-key navigable. */
export function PlatformChoice({
  value,
  onChange,
}: {
  value: Platform | null;
  onChange: (platform: Platform) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('wizard.cms.platform')}
      required
      value={value ?? ''}
      onChange={(next) => {
        if (isPlatform(next)) onChange(next);
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
        {PLATFORMS.map((option) => (
          <Radio
            key={option}
            value={option}
            // Platform names are brands, the same in every language; ours is not a brand.
            label={
              option === 'custom-integration'
                ? t('wizard.cms.customIntegration')
                : PLATFORM_LABELS[option]
            }
          />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
