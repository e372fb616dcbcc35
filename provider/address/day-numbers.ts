// Dates are stored as whole days since 2000-01-01 (UTC) in Uint16 columns; 0 means "no date".
// Generated dates sit around a fixed reference day, 2026-11-21 ("today" for every generated date),
// so answers and tests never drift with the clock.

const EPOCH_MS = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;

export function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Math.round((Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1) - EPOCH_MS) / DAY_MS);
}

export function isoDate(day: number): string | null {
  if (day === 0) return null;
  return new Date(EPOCH_MS + day * DAY_MS).toISOString().slice(0, 10);
}
