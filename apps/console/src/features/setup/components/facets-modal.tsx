import { Checkbox, Divider, Modal, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { Setup } from '@trova/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dynamicFacetOptions, toggleName, withFacets } from '../setup.rules';
import { ModalActions } from './modal-actions';

type FacetsPart = Pick<Setup, 'facets' | 'config'>;

interface FacetsModalProps {
  opened: boolean;
  onClose: () => void;
  attributes: readonly string[];
  setup: FacetsPart;
  onConfirm: (next: FacetsPart) => void;
}

export function FacetsModal(props: FacetsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('setup.facets.title')} size="lg">
      {props.opened ? <FacetsForm {...props} /> : null}
    </Modal>
  );
}

function FacetsForm({ onClose, attributes, setup, onConfirm }: FacetsModalProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FacetsPart>(setup);
  const dynamic = draft.config.dynamicFacets;
  const dynamicOptions = dynamicFacetOptions(attributes, draft.facets);

  const setDynamic = (next: Partial<typeof dynamic>) =>
    setDraft({
      ...draft,
      config: { ...draft.config, dynamicFacets: { ...dynamic, ...next } },
    });

  if (attributes.length === 0) {
    return (
      <>
        <Text c="dimmed">{t('setup.common.noAttributes')}</Text>
        <ModalActions onCancel={onClose} onConfirm={onClose} />
      </>
    );
  }

  return (
    <Stack>
      <Text size="sm">{t('setup.facets.help')}</Text>
      <Checkbox.Group
        label={t('setup.facets.facetsLabel')}
        value={draft.facets}
        onChange={(facets) => setDraft(withFacets(draft, facets))}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {attributes.map((name) => (
            <Checkbox key={name} value={name} label={name} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Divider />
      <Title order={4}>{t('setup.facets.dynamicTitle')}</Title>
      <Text size="sm">{t('setup.facets.dynamicHelp')}</Text>
      <Switch
        label={t('setup.facets.dynamicActive')}
        checked={dynamic.isActive}
        onChange={(event) => setDynamic({ isActive: event.currentTarget.checked })}
      />
      {dynamic.isActive ? (
        dynamicOptions.length === 0 ? (
          <Text c="dimmed">{t('setup.facets.dynamicNone')}</Text>
        ) : (
          <Stack gap={4} role="group" aria-label={t('setup.facets.dynamicLabel')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {dynamicOptions.map((name) => (
                <Checkbox
                  key={name}
                  label={name}
                  aria-label={t('setup.facets.dynamicOf', { field: name })}
                  checked={dynamic.selectedList.includes(name)}
                  onChange={(event) =>
                    setDynamic({
                      selectedList: toggleName(
                        dynamic.selectedList,
                        name,
                        event.currentTarget.checked,
                      ),
                    })
                  }
                />
              ))}
            </SimpleGrid>
          </Stack>
        )
      ) : null}
      <ModalActions onCancel={onClose} onConfirm={() => onConfirm(draft)} />
    </Stack>
  );
}
