import { Alert, Button, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeoValues } from '../setup.queries';

export function SeoValues({ shopId, names }: { shopId: string; names: readonly string[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const values = useSeoValues(shopId, names, shown);
  if (!shown) {
    return (
      <div>
        <Button variant="subtle" onClick={() => setShown(true)} disabled={names.length === 0}>
          {t('setup.seo.showValues')}
        </Button>
      </div>
    );
  }
  if (values.isError) return <Alert color="red">{t('setup.seo.valuesError')}</Alert>;
  if (!values.data) return <Loader aria-label={t('setup.common.loading')} />;
  const rows = values.data.values.flatMap((entry) => Object.entries(entry));
  if (rows.length === 0) return <Text c="dimmed">{t('setup.seo.noValues')}</Text>;
  return (
    <Stack gap={4}>
      <Table aria-label={t('setup.seo.valuesTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('setup.seo.filter')}</Table.Th>
            <Table.Th>{t('setup.seo.values')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([filter, list]) => (
            <Table.Tr key={filter}>
              <Table.Td>{filter}</Table.Td>
              <Table.Td>{list.join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
