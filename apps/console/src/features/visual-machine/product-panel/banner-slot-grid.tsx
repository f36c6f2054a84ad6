import { Box, Image, SimpleGrid, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { VmProduct } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { ProductImage } from './product-image';
import { slotContents } from './banner-slots';

export interface BannerSlotGridProps {
  /** The banner's chosen position, 1 to 20. */
  position: number;
  /** Positions of the campaign's other card banners: not free. */
  otherPositions: readonly number[];
  /** The banner's desktop image, previewed in its slot. */
  bannerImage: string;
  /** The first products of the panel's search, in result order. */
  products: readonly VmProduct[];
  onChoose: (position: number) => void;
}

/**
 * The 20-slot ordering grid of a card banner (docs/product/visual-machine.md#product-picker): the
 * first result page of the panel's search with the campaign's card banners in place, each product
 * named under its image (images alone do not tell similar products apart); choosing a free slot
 * moves this banner there. A slot's name is its position followed by what it shows, taken from its
 * content rather than an `aria-label`, so the name always contains the visible text (WCAG 2.5.3).
 */
export function BannerSlotGrid(props: BannerSlotGridProps) {
  const { t } = useTranslation();
  const slots = slotContents(props.products, props.position, props.otherPositions);
  return (
    <SimpleGrid cols={5} spacing={6} role="group" aria-label={t('vm.slots.grid')}>
      {slots.map((content, index) => {
        const slot = index + 1;
        const other = content.kind === 'other-banner';
        const label = other ? t('vm.slots.taken', { slot }) : t('vm.slots.slot', { slot });
        return (
          <UnstyledButton
            key={slot}
            aria-pressed={content.kind === 'this-banner'}
            disabled={other}
            onClick={() => props.onChoose(slot)}
            p={4}
            style={{
              border: `2px solid var(--mantine-color-${content.kind === 'this-banner' ? 'blue-6' : 'gray-3'})`,
              borderRadius: 6,
              opacity: other ? 0.5 : 1,
              cursor: other ? 'not-allowed' : 'pointer',
            }}
          >
            <VisuallyHidden>{label}</VisuallyHidden>
            <Text size="xs" c="dimmed" aria-hidden>
              {slot}
            </Text>
            <Box h={56} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              {content.kind === 'this-banner' ? (
                props.bannerImage ? (
                  <Image src={props.bannerImage} alt="" h={52} fit="contain" />
                ) : (
                  <Text size="xs" fw={600} c="blue">
                    {t('vm.slots.banner')}
                  </Text>
                )
              ) : null}
              {other ? (
                <Text size="xs" aria-hidden>
                  {t('vm.slots.otherBanner')}
                </Text>
              ) : null}
              {content.kind === 'product' ? (
                <ProductImage src={content.product.image} alt="" size={52} />
              ) : null}
            </Box>
            {content.kind === 'product' ? (
              <Text size="xs" lineClamp={2} title={content.product.title} data-slot-product>
                {content.product.title}
              </Text>
            ) : null}
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
