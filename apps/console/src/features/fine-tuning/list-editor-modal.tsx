import { useState } from 'react';
import { Badge, Button, CloseButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FINE_TUNING_INPUT_MAX_LENGTH } from '@trova/contracts';

export interface ListEditorModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  inputLabel: string;
  placeholder: string;
  /** The input's rule in words; the one-word rule of IPs and stop words by default. */
  hint?: string;
  items: readonly string[];
  emptyText: string;
  removeLabel: (item: string) => string;
  /** Adds the value when the rules allow it; answers the error text, or null once added. */
  onAdd: (value: string) => string | null;
  onRemove: (item: string) => void;
}

/** Modal that edits one list of fine-tuning values: Enter or Add adds, each item can be removed. */
export function ListEditorModal(props: ListEditorModalProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The editor also closes by the browser's Back (it lives in the URL): a half-typed value and its
  // error must not greet the next opening, so they are dropped whenever it closes.
  const [wasOpened, setWasOpened] = useState(props.opened);
  if (wasOpened !== props.opened) {
    setWasOpened(props.opened);
    if (!props.opened) {
      setValue('');
      setError(null);
    }
  }

  const add = () => {
    const problem = props.onAdd(value);
    setError(problem);
    if (problem === null) setValue('');
  };
  const close = () => props.onClose();

  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <Stack>
        <TextInput
          data-autofocus
          label={props.inputLabel}
          placeholder={props.placeholder}
          description={props.hint ?? t('fineTuning.hint')}
          maxLength={FINE_TUNING_INPUT_MAX_LENGTH}
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          rightSectionWidth="auto"
          rightSectionPointerEvents="all"
          rightSection={
            <Button size="compact-sm" mr={4} onClick={add}>
              {t('fineTuning.add')}
            </Button>
          }
        />
        {props.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {props.emptyText}
          </Text>
        ) : (
          <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {props.items.map((item) => (
              <li key={item}>
                <Badge
                  variant="light"
                  size="lg"
                  tt="none"
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label={props.removeLabel(item)}
                      onClick={() => props.onRemove(item)}
                    />
                  }
                >
                  {item}
                </Badge>
              </li>
            ))}
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('fineTuning.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
