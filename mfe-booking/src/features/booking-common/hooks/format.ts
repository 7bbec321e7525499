/** yyyy.MM.dd of an ISO timestamp, in the viewer's time zone (spec 2 section 9). */
export function dotDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${p(d.getMonth() + 1)}.${p(d.getDate())}`;
}

/** yyyy.MM.dd HH:mm of an ISO timestamp. */
export function dotDayTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${dotDay(iso)} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** The unread badge's text: capped at 999 (spec 2 section 9). */
export const unreadText = (n: number) => (n > 999 ? '999+' : String(n));

/** Whole amounts with thousands separators (1,250). */
export const amount = (n: number) => n.toLocaleString('en-US');
