import type { Trigger, Validity } from '@trova/contracts';
import type { TFunction } from 'i18next';
import type { ShopSearchStats } from '../product-panel/product-picker.queries';
import { TriggersSection } from '../triggers/triggers-section';
import { InfoSection } from './info-section';
import { SchedulingSection } from './scheduling-section';
import type { VmEditArea } from './vm-warnings';

/** What campaigns and banner campaigns share before their actions. */
interface RuleHeader {
  name: string;
  description: string;
  validity: Validity;
  conditions: Trigger[];
}

export interface RuleHeaderSectionsProps<T extends RuleHeader> {
  draft: T;
  edit: (area: VmEditArea, change: (current: T) => T) => void;
  infoTitle: string;
  setupFacets: readonly string[];
  stats: ShopSearchStats | undefined;
  onOpen: (section: string) => void;
}

/**
 * The sections every rule editor opens with (docs/product/visual-machine.md#editors): info,
 * scheduling and the triggers separated by OR. The actions section follows, the editor's own.
 * @example <RuleHeaderSections draft={draft} edit={edit} infoTitle="Campaign info" … />
 */
export function RuleHeaderSections<T extends RuleHeader>(props: RuleHeaderSectionsProps<T>) {
  const { draft, edit } = props;
  return (
    <>
      <InfoSection
        title={props.infoTitle}
        name={draft.name}
        description={draft.description}
        onName={(name) => edit('info', (current) => ({ ...current, name }))}
        onDescription={(description) => edit('info', (current) => ({ ...current, description }))}
      />
      <SchedulingSection
        validity={draft.validity}
        onChange={(validity) => edit('validity', (current) => ({ ...current, validity }))}
      />
      <TriggersSection
        triggers={draft.conditions}
        setupFacets={props.setupFacets}
        stats={props.stats}
        onChange={(conditions) => edit('triggers', (current) => ({ ...current, conditions }))}
        onOpen={props.onOpen}
      />
    </>
  );
}

/**
 * The editor frame's texts of a campaign or banner campaign, from its own section of the texts.
 * @example ruleEditorTexts(t, 'campaigns', draft.name, true).save // 'Update campaign'
 */
export function ruleEditorTexts(
  t: TFunction,
  list: 'campaigns' | 'banners',
  name: string,
  stored: boolean,
) {
  return {
    title: name.trim() || t(`vm.${list}.newTitle`),
    save: stored ? t(`vm.${list}.update`) : t(`vm.${list}.create`),
    delete: t(`vm.${list}.delete`),
    deleteTitle: t(`vm.${list}.deleteTitle`),
    deleteBody: t(`vm.${list}.deleteBody`, { name }),
    warnings: t('vm.editor.warnings'),
  };
}
