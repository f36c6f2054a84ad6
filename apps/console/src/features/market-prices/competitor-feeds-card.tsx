import {
  ActionIcon,
  Alert,
  Badge,
  Card,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { MAX_COMPETITOR_FEEDS, type CompetitorFeed } from '@trova/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format/number-format';
import { showToast } from '../../lib/toast/toast';
import { AddFeedForm } from './add-feed-form';
import { DeleteFeedModal } from './delete-feed-modal';
import { marketPricesErrorText } from './market-prices-errors';
import { formatPriceDate } from './market-prices.format';
import { useCompetitorFeeds, useDeleteFeed, useRefreshFeed } from './market-prices.queries';

function FeedStatus({ feed }: { feed: CompetitorFeed }) {
  const { t } = useTranslation();
  if (feed.lastStatus === null)
    return <Badge color="gray">{t('marketPrices.feeds.pending')}</Badge>;
  if (feed.lastStatus === 'ok') return <Badge color="green">{t('marketPrices.feeds.ok')}</Badge>;
  return (
    <Stack gap={2}>
      <Badge color="red">{t('marketPrices.feeds.failed')}</Badge>
      <Text size="xs" c="red">
        {marketPricesErrorText(t, feed.lastError)}
      </Text>
    </Stack>
  );
}

/** The competitor feeds of the shop: add by URL, status and counts, refresh, delete. */
export function CompetitorFeedsCard({ shopId }: { shopId: string }) {
  const { t, i18n } = useTranslation();
  const feeds = useCompetitorFeeds(shopId);
  const refresh = useRefreshFeed(shopId);
  const remove = useDeleteFeed(shopId);
  const [deleting, setDeleting] = useState<CompetitorFeed | null>(null);
  const list = feeds.data?.feeds ?? [];
  const full = list.length >= MAX_COMPETITOR_FEEDS;
  const failed = (error: unknown) =>
    showToast({ kind: 'danger', message: marketPricesErrorText(t, error) });

  return (
    <Card withBorder component="section" aria-labelledby="market-feeds-title">
      <Stack gap="sm">
        <Title order={3} id="market-feeds-title">
          {t('marketPrices.feeds.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('marketPrices.feeds.description', { max: MAX_COMPETITOR_FEEDS })}
        </Text>
        <AddFeedForm shopId={shopId} full={full} />
        {full ? (
          <Alert color="yellow">
            {t('marketPrices.feeds.limitReached', { max: MAX_COMPETITOR_FEEDS })}
          </Alert>
        ) : null}
        {feeds.isPending ? <Loader size="sm" aria-label={t('marketPrices.feeds.title')} /> : null}
        {feeds.isError ? <Alert color="red">{t('marketPrices.feeds.loadError')}</Alert> : null}
        {feeds.data && list.length === 0 ? <Text>{t('marketPrices.feeds.empty')}</Text> : null}
        {list.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('marketPrices.feeds.website')}</Table.Th>
                  <Table.Th>{t('marketPrices.feeds.status')}</Table.Th>
                  <Table.Th>{t('marketPrices.feeds.lastFetch')}</Table.Th>
                  <Table.Th>{t('marketPrices.feeds.products')}</Table.Th>
                  <Table.Th>{t('marketPrices.feeds.matched')}</Table.Th>
                  <Table.Th>{t('marketPrices.feeds.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((feed) => (
                  <Table.Tr key={feed.id}>
                    <Table.Td>
                      <Text size="sm">{feed.website}</Text>
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        {feed.url}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <FeedStatus feed={feed} />
                    </Table.Td>
                    <Table.Td>
                      {feed.lastFetchedAt === null
                        ? t('marketPrices.feeds.never')
                        : formatPriceDate(feed.lastFetchedAt, i18n.language)}
                    </Table.Td>
                    <Table.Td>{formatCount(feed.productCount)}</Table.Td>
                    <Table.Td>{formatCount(feed.matchedCount)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('marketPrices.feeds.refresh', { website: feed.website })}
                          loading={refresh.isPending && refresh.variables === feed.id}
                          onClick={() =>
                            refresh.mutate(feed.id, {
                              onSuccess: () =>
                                showToast({
                                  kind: 'info',
                                  message: t('marketPrices.feeds.refreshed'),
                                }),
                              onError: failed,
                            })
                          }
                        >
                          <IconRefresh size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('marketPrices.feeds.delete', { website: feed.website })}
                          onClick={() => setDeleting(feed)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
      <DeleteFeedModal
        feed={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(feed) =>
          remove.mutate(feed.id, {
            onSuccess: () => {
              setDeleting(null);
              showToast({ kind: 'success', message: t('marketPrices.feeds.deleted') });
            },
            onError: failed,
          })
        }
      />
    </Card>
  );
}
