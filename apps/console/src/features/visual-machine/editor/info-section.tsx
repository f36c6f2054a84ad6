import { Accordion, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface InfoSectionProps {
  /** The section's title ("Campaign info", "Banner info"…). */
  title: string;
  name: string;
  description: string;
  onName: (name: string) => void;
  onDescription: (description: string) => void;
}

/** Accordion value of the info section. */
export const INFO_SECTION = 'info';

/**
 * The editors' info section: name (required to save) and description. An Accordion.Item: render
 * inside the editor's Accordion.
 * @example <InfoSection title={t('vm.campaign.info')} name={draft.name} … />
 */
export function InfoSection(props: InfoSectionProps) {
  const { t } = useTranslation();
  return (
    <Accordion.Item value={INFO_SECTION}>
      <Accordion.Control>{props.title}</Accordion.Control>
      <Accordion.Panel>
        <Stack>
          <TextInput
            label={t('vm.editor.name')}
            required
            value={props.name}
            onChange={(event) => props.onName(event.currentTarget.value)}
          />
          <Textarea
            label={t('vm.editor.description')}
            autosize
            minRows={2}
            value={props.description}
            onChange={(event) => props.onDescription(event.currentTarget.value)}
          />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
