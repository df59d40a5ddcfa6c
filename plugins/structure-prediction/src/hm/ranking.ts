/** What the UI says of template ranking; the ranking itself is engine/homology/ranking.py (keep in step). */
export const PREFERENCE_MARGIN = 0.05;
export const SCORE_FORMULA = 'identity × coverage, less 0.02 per Å of resolution beyond 2.5 Å';
