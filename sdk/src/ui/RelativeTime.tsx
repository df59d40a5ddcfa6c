import { formatDateTime, formatRelativeTime } from './format.ts';
import { useNow } from './useNow.ts';

/** '5 minutes ago' that keeps ticking, with the date and time on hover; nothing for a missing date. */
export function RelativeTime({ date }: { date: string | number | Date | null | undefined }) {
  const text = formatRelativeTime(date, useNow());
  return text ? <time title={formatDateTime(date)}>{text}</time> : null;
}
