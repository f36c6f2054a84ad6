import { NativeSelect, Stack, Switch, Text } from '@mantine/core';
import {
  DYNAMIC_FACET_STYLES,
  FACET_SORT_OPTIONS,
  type DynamicFacetStyle,
  type FacetSortOption,
  type LayoutDynamicFacets,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { editLayout } from '../layout-edits';
import { LabelsCsvUpload } from './labels-csv-upload';

function setDynamic(patch: Partial<LayoutDynamicFacets>): void {
  editLayout((layout) => ({ ...layout, dynamicFacets: { ...layout.dynamicFacets, ...patch } }));
}

/** Style, inner search and sorting of the dynamic filters, and their labels CSV. */
export function DynamicFacetsSetting(props: {
  dynamicFacets: LayoutDynamicFacets;
  enabledInSetup: boolean;
  shopId: string;
  shopKey: string;
}) {
  const { t } = useTranslation();
  const { dynamicFacets } = props;
  return (
    <Stack gap="sm">
      {props.enabledInSetup ? null : (
        <Text size="sm" c="dimmed">
          {t('layoutDesign.dynamic.offInSetup')}
        </Text>
      )}
      <NativeSelect
        label={t('layoutDesign.dynamic.style')}
        value={dynamicFacets.dynamicType}
        data={DYNAMIC_FACET_STYLES.map((type) => ({
          value: type,
          label: t(`layoutDesign.facetTypes.${type}`),
        }))}
        onChange={(event) =>
          setDynamic({ dynamicType: event.currentTarget.value as DynamicFacetStyle })
        }
      />
      <Switch
        label={t('layoutDesign.dynamic.innerSearch')}
        checked={dynamicFacets.dynamicSearch}
        onChange={(event) => setDynamic({ dynamicSearch: event.currentTarget.checked })}
      />
      <NativeSelect
        label={t('layoutDesign.dynamic.sorting')}
        value={dynamicFacets.dynamicSorting}
        data={FACET_SORT_OPTIONS.map((option) => ({
          value: option,
          label: t(`layoutDesign.facetSorting.${option}`),
        }))}
        onChange={(event) =>
          setDynamic({ dynamicSorting: event.currentTarget.value as FacetSortOption })
        }
      />
      <LabelsCsvUpload
        shopId={props.shopId}
        shopKey={props.shopKey}
        filename={dynamicFacets.filename}
      />
    </Stack>
  );
}
