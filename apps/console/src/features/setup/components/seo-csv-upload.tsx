import { Alert, Button, Group, Input, Text } from '@mantine/core';
import { SEO_FILTERS_MAX, SEO_TRANSLATIONS_MAX, type SeoCsvRow } from '@trova/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { parseSeoCsv, readFileText } from '../seo-csv';
import { useDeleteSeo, useUploadSeo } from '../setup.queries';
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
  const uploadSeo = useUploadSeo(shopId);
  const deleteSeo = useDeleteSeo(shopId);
  const busy = uploadSeo.isPending || deleteSeo.isPending;

  const upload = async (file: File) => {
    if (!isSeoCsvFile(file)) return setError(t('setup.seo.onlyCsv'));
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      return setError(t('setup.seo.unreadable'));
    }
    const parsed = parseSeoCsv(text);
    if (!parsed.ok) {
      return setError(
        'tooMany' in parsed
          ? t('setup.seo.tooMany', { rows: SEO_TRANSLATIONS_MAX, filters: SEO_FILTERS_MAX })
          : t('setup.seo.badRow', { line: parsed.line }),
      );
    }
    if (parsed.rows.length === 0) return setError(t('setup.seo.emptyCsv'));
    uploadSeo.mutate(seoUploadBody(parsed.rows), {
      onSuccess: () => {
        onStored(file.name, parsed.rows);
        showToast({ kind: 'success', message: t('setup.seo.uploaded') });
      },
      onError: () => showToast({ kind: 'danger', message: t('setup.common.failed') }),
    });
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    setError(null);
    if (file) void upload(file);
  };

  const remove = () =>
    deleteSeo.mutate(undefined, {
      onSuccess: () => {
        onStored('', []);
        showToast({ kind: 'success', message: t('setup.seo.removed') });
      },
      onError: () => showToast({ kind: 'danger', message: t('setup.common.failed') }),
    });

  if (filename !== '') {
    return (
      <Group>
        <Text size="sm">{t('setup.seo.file', { name: filename })}</Text>
        <Button variant="subtle" color="red" onClick={remove} loading={busy}>
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
