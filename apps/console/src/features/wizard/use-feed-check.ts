import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { feedPhysicalQuery, useFeedReadable } from './wizard.queries';

/**
 * Three states of the feed check (docs/product/onboarding.md#google-shopping), plus nothing to
 * check yet.
 */
export type FeedCheck = 'idle' | 'checking' | 'wrong' | 'correct';

/** Typing pauses this long before the feed is checked, so each keystroke does not call the server. */
export const FEED_CHECK_DEBOUNCE_MS = 600;

/**
 * Checks a Google Shopping feed URL as the owner types: whether Trova can read it
 * (`GET integrations/gs/check-feed`) and whether it is a physical file, which decides if a daily
 * sync time is asked for. `physical` is null until known.
 */
export function useFeedCheck(feedUrl: string) {
  const queryClient = useQueryClient();
  const url = feedUrl.trim();
  const [debounced] = useDebouncedValue(url, FEED_CHECK_DEBOUNCE_MS);
  const settled = debounced === url && url !== '';

  const readable = useFeedReadable(debounced, settled);
  const physical = useQuery({ ...feedPhysicalQuery(debounced), enabled: settled });

  let check: FeedCheck = 'idle';
  if (url !== '') {
    if (!settled || readable.isFetching || readable.isPending) check = 'checking';
    else check = readable.data?.isReadable ? 'correct' : 'wrong';
  }

  return {
    check,
    physical: settled && physical.isSuccess ? physical.data : null,
    /** The physical-file answer for submitting, waiting for it when still unknown. */
    resolvePhysical: () => queryClient.fetchQuery(feedPhysicalQuery(url)),
  };
}
