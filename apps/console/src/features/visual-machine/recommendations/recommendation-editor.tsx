import { useState } from 'react';
import { Accordion } from '@mantine/core';
import type { ConditionIssue, Recommendation, Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { InfoSection, INFO_SECTION } from '../editor/info-section';
import { SchedulingSection } from '../editor/scheduling-section';
import { useVmDraft } from '../editor/use-vm-draft';
import { useVmEditorActions } from '../editor/use-vm-editor-actions';
import { VmEditorFrame } from '../editor/vm-editor-frame';
import { useShopSearchStats } from '../product-panel/product-picker.queries';
import { recommendationActions, recommendationsPath } from '../urls';
import { CategoryActionSection } from './category-action-section';
import { CONDITIONS_SECTION, ConditionsSection } from './conditions-section';
import { draftOf, ruleOf } from './recommendation-draft';
import { setTriggerType, usesButtons } from './recommendation-edits';
import { RecommendationPreviewDialog } from './recommendation-preview-dialog';
import { recommendationSaveWarnings, recommendationWarningArea } from './recommendation-rules';
import { recommendationWarningText } from './recommendation-warning-text';
import { RecommenderSection } from './recommender-section';
import { recommendationCalls, withSearchUrl } from './recommendations.queries';
import { TriggerSection } from './trigger-section';

export interface RecommendationEditorProps {
  shop: Pick<Shop, 'id' | 'key' | 'setup' | 'layout'>;
  /** The stored rule's id; undefined for a new one. */
  id: string | undefined;
  initial: Recommendation;
}

/**
 * The recommendation editor (docs/product/visual-machine.md#recommendations): info, scheduling,
 * conditions, trigger, the layer action and, with buttons, the category action, one section open
 * at a time. Create/update is never disabled: a save is aborted, with its warnings listed and the
 * condition's problems under it, when the name, the interval's start, a query's search text, an
 * external tag, a filter or the condition is missing or wrong.
 * @example <RecommendationEditor shop={shop} id={undefined} initial={defaultRecommendation(shop.id)} />
 */
export function RecommendationEditor({ shop, id, initial }: RecommendationEditorProps) {
  const { t } = useTranslation();
  const stored = id !== undefined;
  const { draft, edit, touched, touchAll, dirty, release } = useVmDraft(
    draftOf(initial),
    'recommendation',
    stored,
  );
  const [opened, setOpened] = useState<string | null>(INFO_SECTION);
  const [checked, setChecked] = useState<{ text: string; issues: ConditionIssue[] } | null>(null);
  const [tried, setTried] = useState(false);
  // The guide offers itself once, the first time a new rule's empty conditions are opened.
  const [guideOffered, setGuideOffered] = useState(stored);
  const guide = useUrlDialog(recommendationActions.conditionsGuide);
  const stats = useShopSearchStats(shop.id, shop.key, true).data;
  const actions = useVmEditorActions({
    calls: recommendationCalls,
    shopId: shop.id,
    id,
    listPath: recommendationsPath,
    release,
    prepare: (rule) => withSearchUrl(rule, shop.key),
  });

  const warnings = recommendationSaveWarnings(draft);
  const { rule, issues } = ruleOf(draft, '');
  const shown = [
    ...new Set([
      ...warnings.filter((warning) => touched.has(recommendationWarningArea(warning))),
      ...actions.refusedWarnings(rule),
    ]),
  ];
  const open = (section: string | null) => {
    setOpened(section);
    if (section === CONDITIONS_SECTION && !guideOffered && draft.conditionText.trim() === '') {
      setGuideOffered(true);
      guide.open();
    }
  };
  const save = () => {
    setChecked({ text: draft.conditionText, issues });
    if (warnings.length === 0) {
      actions.save(rule);
      return;
    }
    touchAll();
    setTried(true);
    if (issues.length > 0) setOpened(CONDITIONS_SECTION);
  };

  return (
    <VmEditorFrame
      texts={{
        title: draft.rule.name.trim() || t('vmRecommendations.newTitle'),
        save: stored ? t('vmRecommendations.update') : t('vmRecommendations.create'),
        delete: t('vmRecommendations.delete'),
        deleteTitle: t('vmRecommendations.deleteTitle'),
        deleteBody: t('vmRecommendations.deleteBody', { name: draft.rule.name }),
        warnings: t('vm.editor.warnings'),
      }}
      isNew={!stored}
      dirty={dirty}
      saveBlocked={false}
      saving={actions.saving}
      deleting={actions.deleting}
      warnings={shown.map((warning) => recommendationWarningText(t, warning))}
      onSave={save}
      onDelete={actions.remove}
      onLeave={actions.leave}
    >
      <Accordion value={opened} onChange={open} variant="separated">
        <InfoSection
          title={t('vmRecommendations.info')}
          name={draft.rule.name}
          description={draft.rule.description}
          onName={(name) => edit('info', (d) => ({ ...d, rule: { ...d.rule, name } }))}
          onDescription={(description) =>
            edit('info', (d) => ({ ...d, rule: { ...d.rule, description } }))
          }
        />
        <SchedulingSection
          validity={draft.validity}
          onChange={(validity) => edit('validity', (d) => ({ ...d, validity }))}
        />
        <ConditionsSection
          text={draft.conditionText}
          issues={checked?.text === draft.conditionText ? checked.issues : []}
          onText={(conditionText) => edit('triggers', (d) => ({ ...d, conditionText }))}
        />
        <TriggerSection
          type={draft.rule.extra.type}
          tag={draft.rule.tag}
          shopKey={shop.key}
          storedExternal={stored && initial.extra.type === 'external'}
          onType={(type) => edit('triggers', (d) => setTriggerType(d, type))}
          onTag={(tag) => edit('triggers', (d) => ({ ...d, rule: { ...d.rule, tag } }))}
        />
        <RecommenderSection
          draft={draft}
          shop={shop}
          stats={stats}
          searchMissing={tried}
          onChange={(change) => edit('actions', change)}
        />
        {usesButtons(draft.rule.extra) ? <CategoryActionSection /> : null}
      </Accordion>
      <RecommendationPreviewDialog draft={draft} shop={shop} id={id} dirty={dirty} />
    </VmEditorFrame>
  );
}
