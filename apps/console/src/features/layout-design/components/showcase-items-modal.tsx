import { ActionIcon, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { SHOWCASE_BLOCKS, moveShowcaseItem, nextDynamicBlock } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { showcaseBlockName } from './showcase-block-name';

/**
 * "Showcase items" (`?action=showcase-items` over the desktop or mobile tab): the showcase's blocks
 * in order; fixed blocks are added once, dynamic blocks are numbered one above the highest
 * (docs/product/layout-design.md#showcase). Each change is one edit.
 */
export function ShowcaseItemsModal(props: {
  opened: boolean;
  onClose: () => void;
  items: readonly string[];
  onChange: (items: string[]) => void;
}) {
  const { t } = useTranslation();
  const { items, onChange } = props;
  const blockName = (block: string) => showcaseBlockName(t, block);
  const missing = SHOWCASE_BLOCKS.filter((block) => !items.includes(block));

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('layoutDesign.showcase.itemsTitle')}
      centered
    >
      <Stack>
        {items.length === 0 ? (
          <Text size="sm">{t('layoutDesign.showcase.noBlocks')}</Text>
        ) : (
          <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item, index) => (
              <Paper key={item} withBorder px="sm" py={4} component="li">
                <Group justify="space-between">
                  <Text>{blockName(item)}</Text>
                  <Group gap={4}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('layoutDesign.showcase.moveUp', { block: blockName(item) })}
                      disabled={index === 0}
                      onClick={() => onChange(moveShowcaseItem(items, index, -1))}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('layoutDesign.showcase.moveDown', { block: blockName(item) })}
                      disabled={index === items.length - 1}
                      onClick={() => onChange(moveShowcaseItem(items, index, 1))}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('layoutDesign.showcase.removeBlock', {
                        block: blockName(item),
                      })}
                      onClick={() => onChange(items.filter((other) => other !== item))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <Group gap="xs">
          {missing.map((block) => (
            <Button
              key={block}
              variant="light"
              size="xs"
              onClick={() => onChange([...items, block])}
            >
              {t('layoutDesign.showcase.addBlock', { block: blockName(block) })}
            </Button>
          ))}
          <Button
            variant="light"
            size="xs"
            onClick={() => onChange([...items, nextDynamicBlock(items)])}
          >
            {t('layoutDesign.showcase.addDynamic')}
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button onClick={props.onClose}>{t('layoutDesign.common.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
