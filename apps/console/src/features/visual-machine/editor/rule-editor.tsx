import { useState, type ComponentType } from 'react';
import { Accordion } from '@mantine/core';
import type { Shop, Trigger, Validity } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useShopSearchStats } from '../product-panel/product-picker.queries';
import type { VmListCalls, VmListItem } from '../vm-lists.queries';
import type { RuleActionsProps } from './actions-section';
import { INFO_SECTION } from './info-section';
import { RuleHeaderSections, ruleEditorTexts } from './rule-header-sections';
import { useVmDraft } from './use-vm-draft';
import { useVmEditorActions } from './use-vm-editor-actions';
import { VmEditorFrame } from './vm-editor-frame';
import { VmEditorRoute } from './vm-editor-route';
import { shownWarnings } from './vm-warnings';
import { vmWarningText } from './warning-text';

/** What campaigns and banner campaigns share: the header sections plus a list of actions. */
interface RuleDraft {
  name: string;
  description: string;
  validity: Validity;
  conditions: Trigger[];
  actions: unknown[];
}

/** Which rule it is: names the guard's record, the texts' section and the warnings' wording. */
export type RuleKind = 'campaign' | 'banner';

const listOf = (kind: RuleKind) => (kind === 'campaign' ? 'campaigns' : 'banners');

/** What tells one rule from the other: how it is stored, checked and completed before a save. */
export interface RuleDefinition<Draft extends RuleDraft, Saved extends Draft & VmListItem> {
  kind: RuleKind;
  calls: VmListCalls<Draft, Saved>;
  listPath: string;
  /** The contracts' save rule: while it answers warnings, create/update stays disabled. */
  warningsOf: (draft: Draft) => readonly string[];
  /** Completes the draft just before it is sent (a banner campaign names its banners). */
  prepare?: (shopId: string, draft: Draft) => Draft | Promise<Draft>;
  /** The rule's own actions section, after info, scheduling and triggers. */
  ActionsSection: ComponentType<RuleActionsProps<Draft['actions'][number]>>;
  /** A new rule's draft (the contracts' default). */
  fresh: () => Draft;
}

/** What an editor route hands to a rule's editor. */
export interface RuleEditorInput<Draft> {
  shop: Pick<Shop, 'id' | 'key' | 'setup' | 'layout'>;
  /** The stored rule's id; undefined for a new one. */
  id: string | undefined;
  initial: Draft;
}

export interface RuleEditorProps<
  Draft extends RuleDraft,
  Saved extends Draft & VmListItem,
> extends RuleEditorInput<Draft> {
  rule: RuleDefinition<Draft, Saved>;
}

/**
 * The editor of a campaign or a banner campaign (docs/product/visual-machine.md#editors): info,
 * scheduling, triggers separated by OR, then the rule's own actions, one section open at a time.
 * Create/update stays disabled while `warningsOf` holds; the warnings of touched sections (and
 * those the server answered for this very draft) show next to it.
 * @example <RuleEditor rule={CAMPAIGN_RULE} shop={shop} id={id} initial={initial} />
 */
export function RuleEditor<Draft extends RuleDraft, Saved extends Draft & VmListItem>(
  props: RuleEditorProps<Draft, Saved>,
) {
  const { t } = useTranslation();
  const { rule, shop, id } = props;
  const { kind, prepare } = rule;
  const list = listOf(kind);
  const stored = id !== undefined;
  const { draft, edit, touched, dirty, release } = useVmDraft(props.initial, kind, stored);
  const [opened, setOpened] = useState<string | null>(INFO_SECTION);
  const stats = useShopSearchStats(shop.id, shop.key, true).data;
  const actions = useVmEditorActions({
    calls: rule.calls,
    shopId: shop.id,
    id,
    listPath: rule.listPath,
    release,
    prepare: prepare && ((draft: Draft) => prepare(shop.id, draft)),
  });
  const warnings = rule.warningsOf(draft);
  const shown = shownWarnings(warnings, touched, actions.refusedWarnings(draft));

  return (
    <VmEditorFrame
      texts={ruleEditorTexts(t, list, draft.name, stored)}
      isNew={!stored}
      dirty={dirty}
      saveBlocked={warnings.length > 0}
      saving={actions.saving}
      deleting={actions.deleting}
      warnings={shown.map((warning) => vmWarningText(t, warning, kind))}
      onSave={() => actions.save(draft)}
      onDelete={actions.remove}
      onLeave={actions.leave}
    >
      <Accordion value={opened} onChange={setOpened} variant="separated">
        <RuleHeaderSections
          draft={draft}
          edit={edit}
          infoTitle={t(`vm.${list}.info`)}
          setupFacets={shop.setup?.facets ?? []}
          stats={stats}
          onOpen={setOpened}
        />
        <rule.ActionsSection
          actions={draft.actions}
          shop={shop}
          onChange={(actions) => edit('actions', (current) => ({ ...current, actions }))}
        />
      </Accordion>
    </VmEditorFrame>
  );
}

/**
 * `…/new` and `…/{id}` of a rule list (docs/product/visual-machine.md#editors): the current shop's
 * list is read, then `Editor` opens the rule, or a new one from `rule.fresh`.
 * @example <RuleEditorPage rule={BANNER_RULE} Editor={BannerEditor} />
 */
export function RuleEditorPage<Draft extends RuleDraft, Saved extends Draft & VmListItem>(props: {
  rule: RuleDefinition<Draft, Saved>;
  Editor: ComponentType<RuleEditorInput<Draft>>;
}) {
  const { t } = useTranslation();
  const { rule, Editor } = props;
  const list = listOf(rule.kind);
  return (
    <VmEditorRoute
      calls={rule.calls}
      listPath={rule.listPath}
      fresh={rule.fresh}
      loadingLabel={t(`vm.${list}.loadingOne`)}
      notFoundLabel={t(`vm.${list}.notFound`)}
      render={(shop, id, initial) => <Editor shop={shop} id={id} initial={initial} />}
    />
  );
}
