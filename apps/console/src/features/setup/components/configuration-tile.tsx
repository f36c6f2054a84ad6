import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface ConfigurationTileProps {
  title: string;
  description: string;
  /** What is configured now, or null when nothing is. */
  summary: ReactNode;
  emptyLabel: string;
  editLabel: string;
  onEdit: () => void;
  disabled?: boolean;
}

/** One tile of the configuration grid: what a part of the setup holds and a button to change it. */
export function ConfigurationTile(props: ConfigurationTileProps) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Title order={3} id={titleId}>
          {props.title}
        </Title>
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
        <div>
          {props.summary ?? (
            <Badge color="gray" variant="light">
              {props.emptyLabel}
            </Badge>
          )}
        </div>
        <Group justify="flex-end" mt="auto">
          <Button variant="light" onClick={props.onEdit} disabled={props.disabled}>
            {props.editLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Names shown as a wrapped list of badges. */
export function NameBadges({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Group gap={4}>
      {names.map((name) => (
        <Badge key={name} variant="light" tt="none">
          {name}
        </Badge>
      ))}
    </Group>
  );
}
