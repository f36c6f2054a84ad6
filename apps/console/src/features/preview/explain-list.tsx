import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXPLAIN_RULE_ORDER, type SearchHit } from '@trova/contracts';
import { LearnedEvidenceLine } from './learned-evidence';

/**
 * Rule values in chain order, then any rule the engine adds later, so a newer server's rule is
 * still shown.
 * @example orderedRules({ typo: 30, words: 2 }) // [['words', 2], ['typo', 30]]
 */
export function orderedRules(rules: Readonly<Record<string, number>>): [string, number][] {
  const known: readonly string[] = EXPLAIN_RULE_ORDER;
  const first = known.filter((name) => Object.hasOwn(rules, name));
  const rest = Object.keys(rules).filter((name) => !known.includes(name));
  return [...first, ...rest].map((name) => [name, rules[name] ?? 0]);
}

/**
 * One row per product, in rank order: what placed it (and the Visual Machine campaign, when one
 * pinned, boosted or buried it, and what learned ranking knew of it), matched fields, typos and
 * rule values.
 */
export function ExplainList({ hits }: { hits: readonly SearchHit[] }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`preview.rules.${key}`, { defaultValue: key });
  return (
    <Table striped withTableBorder verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">#</Table.Th>
          <Table.Th scope="col">{t('preview.explain.product')}</Table.Th>
          <Table.Th scope="col">{t('preview.explain.decidedBy')}</Table.Th>
          <Table.Th scope="col">{t('preview.explain.matchedFields')}</Table.Th>
          <Table.Th scope="col">{t('preview.explain.typos')}</Table.Th>
          <Table.Th scope="col">{t('preview.explain.rules')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {hits.map((hit, index) => (
          <Table.Tr key={hit.header.externalId}>
            <Table.Td>{index + 1}</Table.Td>
            <Table.Td>
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {hit.data.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {hit.header.externalId}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>
              {hit.explain ? (
                <Stack gap={2} align="flex-start">
                  <Badge variant="light" tt="none">
                    {label(hit.explain.decidedBy)}
                  </Badge>
                  {hit.explain.campaign === undefined ? null : (
                    <Text size="xs">
                      {t('preview.explain.campaign', { name: hit.explain.campaign })}
                    </Text>
                  )}
                  {hit.explain.learned === undefined ? null : (
                    <LearnedEvidenceLine evidence={hit.explain.learned} />
                  )}
                </Stack>
              ) : (
                '—'
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{hit.explain?.matchedFields.join(', ') || '—'}</Text>
            </Table.Td>
            <Table.Td>{hit.explain?.typos ?? '—'}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {orderedRules(hit.explain?.rules ?? {}).map(([name, value]) => (
                  <Badge key={name} variant="outline" color="gray" tt="none">
                    {label(name)}: {value}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
