import { Alert, Button, Group, Input, Text } from '@mantine/core';
import { checkLabelsCsvFile, labelsUploadBody, type LabelsCsvRow } from '@trova/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { useSaveConfiguration } from '../../save-bar/use-save-configuration';
import { parseLabelsCsv, readLabelsFile } from '../labels-csv';
import {
  useDeleteFacetLabels,
  useFacetLabels,
  useUploadFacetLabels,
} from '../layout-design.queries';
import { editLayout } from '../layout-edits';

interface LabelsCsvUploadProps {
  shopId: string;
  shopKey: string;
  filename: string;
}

/**
 * The labels CSV (docs/product/layout-design.md#dynamic-facets-and-labels). Picking a file stores
 * its labels (`POST shops/{id}/facets`) and saves the configuration with the file's name and rows;
 * removing it deletes the labels (`DELETE shops/{id}/facets`) and saves again. The save is the save
 * bar's, so any other unsaved edit goes with it.
 */
export function LabelsCsvUpload({ shopId, shopKey, filename }: LabelsCsvUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const labels = useFacetLabels(shopKey);
  const upload = useUploadFacetLabels(shopId, shopKey);
  const remove = useDeleteFacetLabels(shopId, shopKey);
  const { save, saving } = useSaveConfiguration();
  const busy = upload.isPending || remove.isPending || saving;

  const store = (name: string, csvData: LabelsCsvRow[]) => {
    editLayout((layout) => ({
      ...layout,
      dynamicFacets: { ...layout.dynamicFacets, filename: name, csvData },
    }));
    // A failed save has shown its toast and keeps the edit unsaved in the save bar.
    save().catch(() => undefined);
  };

  const pickFile = async (file: File) => {
    const problem = checkLabelsCsvFile(file);
    if (problem === 'not-csv') return setError(t('layoutDesign.labels.onlyCsv'));
    if (problem === 'too-large') return setError(t('layoutDesign.labels.tooLarge'));
    let text: string;
    try {
      text = await readLabelsFile(file);
    } catch {
      return setError(t('layoutDesign.labels.unreadable'));
    }
    const parsed = parseLabelsCsv(text);
    if (!parsed.ok) {
      return setError(
        'tooMany' in parsed
          ? t('layoutDesign.labels.tooMany', { max: parsed.tooMany })
          : t('layoutDesign.labels.badRow', { line: parsed.line }),
      );
    }
    if (parsed.rows.length === 0) return setError(t('layoutDesign.labels.empty'));
    upload.mutate(labelsUploadBody(parsed.rows), {
      onSuccess: () => store(file.name, parsed.rows),
      onError: () => showToast({ kind: 'danger', message: t('layoutDesign.common.failed') }),
    });
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    setError(null);
    if (file) void pickFile(file);
  };

  const stored = Object.keys(labels.data?.facets ?? {}).length;
  if (filename !== '') {
    return (
      <Group>
        <Text size="sm">{t('layoutDesign.labels.file', { name: filename, labels: stored })}</Text>
        <Button
          variant="subtle"
          color="red"
          loading={busy}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => store('', []),
              onError: () =>
                showToast({ kind: 'danger', message: t('layoutDesign.common.failed') }),
            })
          }
        >
          {t('layoutDesign.labels.remove')}
        </Button>
      </Group>
    );
  }
  return (
    <Input.Wrapper
      label={t('layoutDesign.labels.csv')}
      description={t('layoutDesign.labels.csvHelp')}
      error={error}
      id={inputId}
    >
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        disabled={busy}
        onChange={pick}
        style={{ display: 'block', marginTop: 4 }}
      />
      {busy ? <Alert mt="xs">{t('layoutDesign.labels.uploading')}</Alert> : null}
    </Input.Wrapper>
  );
}
