import type { Page, Request } from 'playwright-core';

/** Each item's label and count of a refinement list or hierarchical menu, in the order shown. */
export function facetCounts(
  page: Page,
  container: string,
  item: string,
): Promise<[string, number][]> {
  return page
    .locator(`${container} ${item}`)
    .evaluateAll((items) =>
      items.map((element): [string, number] => [
        (
          element.querySelector('[class$="-labelText"]') ??
          element.querySelector('[class$="-label"]')
        )?.textContent ?? '',
        Number(element.querySelector('[class$="-count"]')?.textContent ?? 'NaN'),
      ]),
    );
}

/** Whether a request sends search-insights' event of that name to Trova. */
export function eventNamed(request: Request, name: string): boolean {
  if (!request.url().includes('/1/events')) return false;
  return (request.postDataJSON() as { events: { eventName?: string }[] }).events.some(
    (event) => event.eventName === name,
  );
}

/** The queryID of the first event a search-insights request sends. */
export function sentQueryId(request: Request): string | undefined {
  return (request.postDataJSON() as { events: { queryID?: string }[] }).events[0]?.queryID;
}

/**
 * Product searches of the multi-query batches the page sent: neither the OR sub-queries
 * (`analytics: false`) nor the searches for facet values (`type: 'facet'`), which no report counts.
 */
export function mainQueries(requests: readonly Request[]): number {
  return requests
    .filter((request) => request.url().includes('/1/indexes/*/queries'))
    .flatMap(
      (request) =>
        (request.postDataJSON() as { requests: { analytics?: boolean; type?: string }[] }).requests,
    )
    .filter((query) => query.analytics !== false && query.type !== 'facet').length;
}
