import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { layoutFacetsFor, type LayoutFacet, type Setup } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { setupSearchPath } from '../../setup/urls';
import { setLayout } from '../layout-edits';
import { layoutDesignActions } from '../urls';
import { FacetOrderModal } from './facet-order-modal';
import { FacetRow } from './facet-row';
import { FacetTypePreviewModal } from './facet-type-preview-modal';

/**
 * The layer's filters, one row per setup facet (docs/product/layout-design.md#facets). The rows are
 * the saved ones reconciled with the setup's facets; any edit stores the whole reconciled list.
 */
export function FacetSettings({
  saved,
  setup,
}: {
  saved: readonly LayoutFacet[];
  setup: Pick<Setup, 'facets'>;
}) {
  const { t } = useTranslation();
  const order = useUrlDialog(layoutDesignActions.facetOrder);
  const preview = useUrlDialog(layoutDesignActions.facetTypePreview);
  const facets = layoutFacetsFor(saved, setup.facets);
  const setFacets = (next: LayoutFacet[]) => setLayout('facets', next);

  if (facets.length === 0) {
    return (
      <Alert color="gray">
        {t('layoutDesign.facets.none')}{' '}
        <Anchor component={Link} to={setupSearchPath}>
          {t('layoutDesign.facets.toSetup')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button variant="light" onClick={() => order.open()}>
          {t('layoutDesign.facets.changeOrder')}
        </Button>
        <Button variant="subtle" onClick={() => preview.open()}>
          {t('layoutDesign.facets.typePreview')}
        </Button>
      </Group>
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {facets.map((facet, index) => (
          <FacetRow
            key={facet.name}
            facet={facet}
            onChange={(next) => setFacets(facets.map((item, at) => (at === index ? next : item)))}
          />
        ))}
      </Stack>
      <FacetOrderModal
        opened={order.opened}
        onClose={order.close}
        facets={facets}
        onChange={setFacets}
      />
      <FacetTypePreviewModal opened={preview.opened} onClose={preview.close} />
    </Stack>
  );
}
