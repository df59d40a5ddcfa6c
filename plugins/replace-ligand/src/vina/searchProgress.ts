/**
 * Vina's own progress during a search: at verbosity 1 it prints a scale
 * (`0%   10   20 … 100%`, then `|----|----|…|`) and then one `*` per 2 % of the search, 51 in
 * all, as the search goes. The stars are counted as they arrive (they end no line until the
 * search is done) and reported as the fraction of the search done, 0–1, each time it grows.
 */
export const VINA_PROGRESS_STARS = 51;

export function vinaSearchProgress(onFraction: (fraction: number) => void): (chunk: string) => void {
  let text = '';
  let scaleSeen = false;
  let stars = 0;
  return (chunk) => {
    if (!scaleSeen) {
      text += chunk;
      const scale = text.indexOf('|----');
      if (scale < 0) {
        text = text.slice(-16); // keep only what could start the scale line
        return;
      }
      const afterScale = text.indexOf('\n', scale);
      if (afterScale < 0) return;
      scaleSeen = true;
      chunk = text.slice(afterScale + 1);
      text = '';
    }
    const added = [...chunk].filter((c) => c === '*').length;
    if (added === 0 || stars >= VINA_PROGRESS_STARS) return;
    stars = Math.min(VINA_PROGRESS_STARS, stars + added);
    onFraction(stars / VINA_PROGRESS_STARS);
  };
}
