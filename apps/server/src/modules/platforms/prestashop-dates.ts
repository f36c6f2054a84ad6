/** How far west of UTC a shop's clock can be: the poll widens its window by this much when the zone is unknown. */
export const UNKNOWN_ZONE_SLACK_SECONDS = 12 * 3600;

/**
 * `since` (epoch seconds) as the webservice's `date_upd` filter wants it: "YYYY-MM-DD HH:MM:SS"
 * in the shop's own clock, because PrestaShop writes `date_upd` in its configured time zone. When
 * the zone is not known the date is written in UTC 12 hours earlier, which no zone can outrun
 * (shops east of UTC then re-read a few extra hours, which is harmless).
 * @example prestaShopDate(Date.UTC(2026, 10, 29, 9) / 1000, 'Europe/Rome') // '2026-11-29 10:00:00'
 */
export function prestaShopDate(since: number, timeZone?: string): string {
  const zone = timeZone ?? 'UTC';
  const at = timeZone ? since : since - UNKNOWN_ZONE_SLACK_SECONDS;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Math.max(0, at) * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
