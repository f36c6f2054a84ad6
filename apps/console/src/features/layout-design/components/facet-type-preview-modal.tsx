import { Button, Group, Modal, Stack, Table, Title } from '@mantine/core';
import { facetTypesFor, type FacetKind } from '@trova/contracts';
import { useTranslation } from 'react-i18next';

const KINDS: readonly FacetKind[] = ['ordinary', 'categories', 'price'];

/**
 * "Facet type preview" (`?action=facet-type-preview`): what each facet type looks like in the layer,
 * by facet kind (docs/product/layout-design.md#facets).
 */
export function FacetTypePreviewModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('layoutDesign.facetPreview.title')}
      size="lg"
      centered
    >
      <Stack>
        {KINDS.map((kind) => (
          <Stack key={kind} gap={4}>
            <Title order={4}>{t(`layoutDesign.facetKinds.${kind}`)}</Title>
            <Table>
              <Table.Tbody>
                {facetTypesFor(kind).map((type) => (
                  <Table.Tr key={type}>
                    <Table.Th scope="row" w="35%">
                      {t(`layoutDesign.facetTypes.${type}`)}
                    </Table.Th>
                    <Table.Td>{t(`layoutDesign.facetPreview.types.${type}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button onClick={props.onClose}>{t('layoutDesign.common.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
