// docs/product/address-check.md#result-messages result message "Flip only by request": "with an estimate of months until FTTP if the flip
// date is in the future". Today is Sydney's day (docs/product/frame.md#australian-time).
import { sydneyIsoDay } from '../site/australian-time';

interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const AU_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function isValid(date: CalendarDate): boolean {
  if (date.month < 1 || date.month > 12 || date.day < 1) return false;
  return date.day <= new Date(Date.UTC(date.year, date.month, 0)).getUTCDate();
}

/**
 * Reads the upstream ready date as a calendar date. The address service sends ISO dates
 * ('2025-09-01' or a full timestamp); Australian 'DD/MM/YYYY' is accepted too. Anything else is null.
 */
export function parseReadyDate(value: string): CalendarDate | null {
  const trimmed = value.trim();
  const iso = ISO_DATE.exec(trimmed);
  const au = iso ? null : AU_DATE.exec(trimmed);
  const date = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : au
      ? { year: Number(au[3]), month: Number(au[2]), day: Number(au[1]) }
      : null;
  return date && isValid(date) ? date : null;
}

/**
 * Calendar months from `today` (Sydney's day, docs/product/frame.md#australian-time) to `flipDate`, to the nearest
 * (15 days or more past the whole months count as one more), or null when the date is unknown, today or past; a
 * future date less than a month away counts as 1, never "0 months".
 */
export function monthsUntil(flipDate: string | null | undefined, today: Date): number | null {
  if (typeof flipDate !== 'string') return null;
  const target = parseReadyDate(flipDate);
  if (!target || Number.isNaN(today.getTime())) return null;
  const from = parseReadyDate(sydneyIsoDay(today.getTime()));
  if (!from) return null;
  const dayKey = (d: CalendarDate): number => d.year * 10_000 + d.month * 100 + d.day;
  if (dayKey(target) <= dayKey(from)) return null;
  let months = (target.year - from.year) * 12 + (target.month - from.month);
  if (target.day < from.day) months -= 1;
  const past = Date.UTC(target.year, target.month - 1, target.day) - Date.UTC(from.year, from.month - 1 + months, from.day);
  return Math.max(1, months + (past >= 15 * 86_400_000 ? 1 : 0));
}
