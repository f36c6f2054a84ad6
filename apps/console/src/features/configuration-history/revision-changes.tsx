import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { ConfigurationRevision } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { changePath, compactValue, fullValueTitle, hiddenChanges } from './revision-format';

/** A revision's readable diff: path, then the value before and after, one line per change. */
export function RevisionChanges({ revision }: { revision: ConfigurationRevision }) {
  const { t } = useTranslation();
  const more = hiddenChanges(revision);
  if (revision.changes.length === 0 && more === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('history.noChanges')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Table
        withTableBorder
        fz="xs"
        verticalSpacing={4}
        aria-label={t('history.changesOf', { revision: revision.revision })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.path')}</Table.Th>
            <Table.Th>{t('history.before')}</Table.Th>
            <Table.Th>{t('history.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {revision.changes.map((change) => {
            const path = changePath(change.path);
            return (
              <Table.Tr key={path}>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text ff="monospace" fz="xs">
                      {path}
                    </Text>
                    <Badge size="xs" variant="light">
                      {t(`history.kinds.${change.kind}`)}
                    </Badge>
                  </Group>
                </Table.Td>
                <Table.Td ff="monospace" title={fullValueTitle(change.before)}>
                  {compactValue(change.before)}
                </Table.Td>
                <Table.Td ff="monospace" title={fullValueTitle(change.after)}>
                  {compactValue(change.after)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {more > 0 ? (
        <Text size="xs" c="dimmed">
          {t('history.more', { count: more })}
        </Text>
      ) : null}
    </Stack>
  );
}
