import { Accordion, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { RECOMMENDATION_TRIGGER_TYPES } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { ConfirmDialog } from '../editor/confirm-dialog';
import { VM_OPTION_PARAM, vmEditorActions } from '../urls';
import type { TriggerType } from './recommendation-edits';
import { isValidTag } from './recommendation-rules';
import { EmbedSnippet } from './embed-snippet';

/** Accordion value of the trigger section. */
export const TRIGGER_SECTION = 'trigger';

export interface TriggerSectionProps {
  type: TriggerType;
  tag: string;
  shopKey: string;
  /** The stored rule is external: pages may show it, so leaving external asks first. */
  storedExternal: boolean;
  onType: (type: TriggerType) => void;
  onTag: (tag: string) => void;
}

/**
 * Where a recommendation shows (docs/product/visual-machine.md#recommendations): in the layer, or
 * external with a tag (letters, digits, `-` and `_`) and the embed snippet. Taking a stored
 * external recommendation back into the layer deletes its external trigger, which asks first
 * (`?action=delete-trigger&option=1`): pasted snippets stop showing it.
 * @example <TriggerSection type="external" tag="widget-7" shopKey="k1" storedExternal={false} onType={setType} onTag={setTag} />
 */
export function TriggerSection(props: TriggerSectionProps) {
  const { t } = useTranslation();
  const dialog = useUrlDialog(vmEditorActions.deleteTrigger);
  const validTag = isValidTag(props.tag);
  const choose = (type: TriggerType) => {
    if (type === props.type) return;
    if (type === 'layer' && props.storedExternal) dialog.open({ [VM_OPTION_PARAM]: 1 });
    else props.onType(type);
  };
  return (
    <Accordion.Item value={TRIGGER_SECTION}>
      <Accordion.Control>{t('vmRecommendations.trigger.title')}</Accordion.Control>
      <Accordion.Panel>
        <Stack>
          <SegmentedControl
            aria-label={t('vmRecommendations.trigger.where')}
            value={props.type}
            onChange={(type) => choose(type as TriggerType)}
            data={RECOMMENDATION_TRIGGER_TYPES.map((type) => ({
              value: type,
              label: t(`vmRecommendations.trigger.types.${type}`),
            }))}
          />
          <Text size="sm" c="dimmed">
            {props.type === 'layer'
              ? t('vmRecommendations.trigger.layerHelp')
              : t('vmRecommendations.trigger.externalHelp')}
          </Text>
          {props.type === 'external' ? (
            <>
              <TextInput
                label={t('vmRecommendations.trigger.tag')}
                description={t('vmRecommendations.trigger.tagHelp')}
                required
                maxLength={64}
                value={props.tag}
                error={validTag ? undefined : t('vmRecommendations.trigger.tagInvalid')}
                onChange={(event) => props.onTag(event.currentTarget.value)}
              />
              {validTag ? <EmbedSnippet shopKey={props.shopKey} tag={props.tag} /> : null}
            </>
          ) : null}
        </Stack>
        <ConfirmDialog
          opened={dialog.opened && props.type === 'external'}
          title={t('vmRecommendations.trigger.deleteTitle')}
          body={t('vmRecommendations.trigger.deleteBody')}
          confirmLabel={t('vmRecommendations.trigger.deleteConfirm')}
          onConfirm={() => {
            props.onType('layer');
            dialog.close();
          }}
          onCancel={dialog.close}
        />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
