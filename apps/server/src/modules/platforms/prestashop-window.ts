import { UNKNOWN_ZONE_SLACK_SECONDS } from './prestashop-dates';

/** How far east of UTC a shop's clock can be (UTC+14, Kiribati). */
const EAST_MOST_SECONDS = 14 * 3600;
/** Room for a shop clock running a little ahead of ours. */
const CLOCK_MARGIN_SECONDS = 15 * 60;

/** A product's id and `date_upd` ("YYYY-MM-DD HH:MM:SS" in the shop's clock). */
export interface PsDatedRow {
  id: string;
  dateUpd: string;
}

/**
 * The ids, among the rows of the 12-hour-wide window polled for a shop of unknown zone, that may
 * have changed since `since`. No `date_upd` can be later than the shop's own "now", so the newest
 * one bounds the shop's UTC offset from below: offset ≥ newest − now. Cutting the window at
 * `since` shifted by that bound (less a clock margin) never drops a real change and, once the
 * shop has a fresh change, re-reads minutes instead of 12 hours. Dates past any zone's "now"
 * (a module writing the future) are ignored for the bound, and kept as changed.
 * @example narrowPrestaShopWindow(rows, since, Math.floor(Date.now() / 1000)) // ['12', '40']
 */
export function narrowPrestaShopWindow(
  rows: readonly PsDatedRow[],
  since: number,
  now: number,
): string[] {
  const latestPossible = wallClock(now + EAST_MOST_SECONDS);
  let newest: number | null = null;
  for (const row of rows) {
    const at = epochOfWallClock(row.dateUpd);
    if (at === null || row.dateUpd > latestPossible) continue;
    if (newest === null || at > newest) newest = at;
  }
  const bound = newest === null ? -UNKNOWN_ZONE_SLACK_SECONDS : newest - now - CLOCK_MARGIN_SECONDS;
  const offset = Math.min(EAST_MOST_SECONDS, Math.max(-UNKNOWN_ZONE_SLACK_SECONDS, bound));
  const cutoff = wallClock(since + offset);
  return rows.filter((row) => row.dateUpd >= cutoff).map((row) => row.id);
}

/** Epoch seconds as "YYYY-MM-DD HH:MM:SS" in UTC (the wall clock of a zone at offset 0). */
function wallClock(epoch: number): string {
  return new Date(Math.max(0, epoch) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

function epochOfWallClock(text: string): number | null {
  if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text)) return null;
  const at = Date.parse(`${text.replace(' ', 'T')}Z`);
  return Number.isNaN(at) ? null : Math.floor(at / 1000);
}
