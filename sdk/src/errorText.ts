/**
 * What a person sees of an error is bounded (issue: one toast listed 1,437 parse problems): the
 * first few problems, each clipped, then 'and N more'. The notify service applies it to every
 * toast; inline error lists use `boundedLines`.
 */
export const SHOWN_PROBLEMS = 5;
const LINE_CHARS = 240;

const clip = (line: string) => (line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS - 1)}…` : line);

/** The server's own bound on a long list ('… and 1427 more problems (1437 in all).'): its total counts. */
const SERVER_SUMMARY = /^… and [\d,]+ more problems \(([\d,]+) in all\)\.$/;

/** The first `limit` lines (clipped), then 'and N more' when there were more. */
export function boundedLines(lines: readonly string[], limit = SHOWN_PROBLEMS): string[] {
  const shown = lines.map((line) => line.trim()).filter((line) => line !== '');
  const summary = shown.at(-1)?.match(SERVER_SUMMARY);
  const problems = summary ? shown.slice(0, -1) : shown;
  const total = summary ? Number(summary[1]!.replace(/,/g, '')) : problems.length;
  if (total <= limit) return problems.map(clip);
  return [...problems.slice(0, limit).map(clip), `and ${(total - limit).toLocaleString('en')} more`];
}

/** A message of one problem per line, bounded the same way. */
export function boundedMessage(message: string, limit = SHOWN_PROBLEMS): string {
  return boundedLines(message.split('\n'), limit).join('\n');
}
