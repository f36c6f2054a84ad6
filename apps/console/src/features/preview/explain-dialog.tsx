import { Alert, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewErrorText } from './preview-error-text';
import { useUrlDialog } from '../../lib/url/use-url-dialog';
import { ExplainList } from './explain-list';
import { useExplainedSearch } from './preview.queries';
import { EXPLAIN_QUERY_PARAM, previewActions } from './urls';

/** Waits for a pause in typing before asking the server, like the layer does. */
const TYPING_PAUSE_MS = 300;

interface ExplainDialogProps {
  shopKey: string;
  token: string | undefined;
}

/**
 * Why each product ranks where it does for a query (`?action=explain&q=`): the preview's search
 * with `explain=1` (docs/product/preview.md#explain). The query lives in the address, so a link
 * reopens the same explanation.
 */
export function ExplainDialog({ shopKey, token }: ExplainDialogProps) {
  const { t } = useTranslation();
  const dialog = useUrlDialog(previewActions.explain);
  const [query, setQuery] = useState(() => dialog.param(EXPLAIN_QUERY_PARAM) ?? '');
  const [settled] = useDebouncedValue(query.trim(), TYPING_PAUSE_MS);
  const search = useExplainedSearch(shopKey, settled, dialog.opened ? token : undefined);
  const hits = search.data?.results ?? [];

  return (
    <Modal
      opened={dialog.opened}
      onClose={dialog.close}
      title={t('preview.explain.title')}
      size="90rem"
    >
      <Stack>
        <TextInput
          label={t('preview.explain.query')}
          description={t('preview.explain.help')}
          value={query}
          data-autofocus
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            dialog.update({ [EXPLAIN_QUERY_PARAM]: event.currentTarget.value });
          }}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
        />
        {search.isError ? (
          <Alert color="red" role="alert">
            {previewErrorText(t, search.error)}
          </Alert>
        ) : search.isPending ? (
          <Loader aria-label={t('preview.loading')} />
        ) : (
          <>
            <Text size="sm" role="status">
              {t('preview.explain.count', { count: search.data.results_count })}
            </Text>
            {hits.length > 0 ? <ExplainList hits={hits} /> : null}
          </>
        )}
      </Stack>
    </Modal>
  );
}
