import { dialogUrl } from '../../lib/url/dialog-url';

export const layoutDesignPath = '/layoutDesign';
export const layoutDesignGeneralPath = `${layoutDesignPath}/general`;
export const layoutDesignDesktopPath = `${layoutDesignPath}/desktop`;
export const layoutDesignMobilePath = `${layoutDesignPath}/mobile`;
export const layoutDesignCardPath = `${layoutDesignPath}/card`;

/**
 * The layout dialogs worth a link (`?action=`, docs/product/shell.md#modals). The showcase dialogs
 * open over the desktop or the mobile tab, whose path names the device; "refine sorting" names the
 * sort option by its position (`option`).
 */
export const layoutDesignActions = {
  facetOrder: 'facet-order',
  facetTypePreview: 'facet-type-preview',
  refineSorting: 'refine-sorting',
  showcaseItems: 'showcase-items',
  mainCategories: 'main-categories',
  recommendationCategories: 'recommendation-categories',
} as const;
export const SORT_OPTION_PARAM = 'option';

/** @example refineSortingUrl(1) // '/layoutDesign/general?action=refine-sorting&option=1' */
export function refineSortingUrl(option: number): string {
  return dialogUrl(layoutDesignGeneralPath, layoutDesignActions.refineSorting, {
    [SORT_OPTION_PARAM]: option,
  });
}
