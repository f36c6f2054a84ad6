import { Alert, Button, Group, Input, Text } from '@mantine/core';
import { shopsApi, type SeoCsvRow } from '@trova/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api/api-client';
import { showToast } from '../../../lib/toast/toast';
import { ensureOk } from '../../account/account.queries';
import { parseSeoCsv, readFileText } from '../seo-csv';
import { isSeoCsvFile, seoUploadBody } from '../seo.rules';

interface SeoCsvUploadProps {
  shopId: string;
  filename: string;
  /** Records the uploaded file in the draft; an empty name and no rows after removal. */
  onStored: (filename: string, rows: SeoCsvRow[]) => void;
}

/**
 * The SEO translations CSV. Upload (`POST shops/{id}/seo`) and removal (`DELETE shops/{id}/seo`)
 * are sent at once; the file name and rows then go into the draft like any other setting.
 */
export function SeoCsvUpload({ shopId, filename, onStored }: SeoCsvUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (!isSeoCsvFile(file)) return setError(t('setup.seo.onlyCsv'));
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      return setError(t('setup.seo.unreadable'));
    }
    const parsed = parseSeoCsv(text);
    if (!parsed.ok) return setError(t('setup.seo.badRow', { line: parsed.line }));
    if (parsed.rows.length === 0) return setError(t('setup.seo.emptyCsv'));
    setBusy(true);
    try {
      ensureOk(
        await apiClient.call(shopsApi.uploadSeo, {
          params: { id: shopId },
          body: seoUploadBody(parsed.rows),
        }),
      );
      onStored(file.name, parsed.rows);
      showToast({ kind: 'success', message: t('setup.seo.uploaded') });
    } catch {
      showToast({ kind: 'danger', message: t('setup.common.failed') });
    } finally {
      setBusy(false);
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    setError(null);
    if (file) void upload(file);
  };

  const remove = async () => {
    setBusy(true);
    try {
      ensureOk(await apiClient.call(shopsApi.deleteSeo, { params: { id: shopId } }));
      onStored('', []);
      showToast({ kind: 'success', message: t('setup.seo.removed') });
    } catch {
      showToast({ kind: 'danger', message: t('setup.common.failed') });
    } finally {
      setBusy(false);
    }
  };

  if (filename !== '') {
    return (
      <Group>
        <Text size="sm">{t('setup.seo.file', { name: filename })}</Text>
        <Button variant="subtle" color="red" onClick={() => void remove()} loading={busy}>
          {t('setup.seo.remove')}
        </Button>
      </Group>
    );
  }
  return (
    <Input.Wrapper
      label={t('setup.seo.csv')}
      description={t('setup.seo.csvHelp')}
      error={error}
      id={inputId}
    >
      <input
        id={inputId}
        type="file"
        accept=".csv"
        disabled={busy}
        onChange={pick}
        style={{ display: 'block', marginTop: 4 }}
      />
      {busy ? <Alert mt="xs">{t('setup.seo.uploading')}</Alert> : null}
    </Input.Wrapper>
  );
}
