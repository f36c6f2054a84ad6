import { RuleEditorPage } from '../editor/rule-editor';
import { BANNER_RULE, BannerEditor } from './banner-editor';

/**
 * `/visualMachine/banners/new` and `/visualMachine/banners/{id}`: the banner campaign editor of the
 * current shop (docs/product/visual-machine.md#banners).
 */
export function BannerEditorPage() {
  return <RuleEditorPage rule={BANNER_RULE} Editor={BannerEditor} />;
}
