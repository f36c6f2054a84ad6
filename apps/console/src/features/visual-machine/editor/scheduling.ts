import { format, fromUnixTime, getUnixTime, isValid, parse } from 'date-fns';
import { enGB, it } from 'date-fns/locale';
import type { Validity, ValidityType } from '@trova/contracts';

/**
 * Scheduling of Visual Machine items (docs/product/visual-machine.md#editors): always, or a time
 * interval in epoch seconds picked on a 24-hour clock and shown as `dd mmm yyyy HH:MM`. From 0
 * means "not chosen yet"; to null means open-ended.
 */

/** The spec's `dd mmm yyyy HH:MM`, in date-fns tokens (lists) and dayjs tokens (the picker). */
export const VM_DATE_FORMAT = 'dd MMM yyyy HH:mm';
export const VM_PICKER_FORMAT = 'DD MMM YYYY HH:mm';
/** What the date-time picker hands back. */
const PICKER_VALUE_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/**
 * Switching between always and a time interval clears the range; choosing the same type keeps it.
 * @example switchValidityType({ type: 'timeInterval', from: 5, to: 9 }, 'always') // { type: 'always', from: 0, to: null }
 */
export function switchValidityType(validity: Validity, type: ValidityType): Validity {
  if (validity.type === type) return validity;
  return { type, from: 0, to: null };
}

/**
 * A date-time as the lists show it, in the interface language.
 * @example formatVmDate(0, 'en') // '01 Jan 1970 01:00' in Rome
 */
export function formatVmDate(seconds: number, language: string): string {
  return format(fromUnixTime(seconds), VM_DATE_FORMAT, { locale: language === 'it' ? it : enGB });
}

/**
 * The picker's value for a stored bound: none for 0 or null.
 * @example pickerValue(null) // null
 */
export function pickerValue(seconds: number | null): Date | null {
  return seconds ? fromUnixTime(seconds) : null;
}

/**
 * The epoch seconds of a value the picker hands back (local time), or null when cleared or
 * unreadable.
 * @example secondsOfPicked(null) // null
 */
export function secondsOfPicked(value: string | null): number | null {
  if (value === null || value === '') return null;
  const date = parse(value, PICKER_VALUE_FORMAT, new Date());
  return isValid(date) ? Math.max(0, getUnixTime(date)) : null;
}

/**
 * A new start or end; a cleared start is "not chosen yet" (0), a cleared end is open (null).
 * @example withBound({ type: 'timeInterval', from: 0, to: null }, 'from', 60) // { type: 'timeInterval', from: 60, to: null }
 */
export function withBound(
  validity: Validity,
  bound: 'from' | 'to',
  seconds: number | null,
): Validity {
  return bound === 'from' ? { ...validity, from: seconds ?? 0 } : { ...validity, to: seconds };
}
