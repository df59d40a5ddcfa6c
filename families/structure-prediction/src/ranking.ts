/** What the UI says of template ranking; the ranking itself is python/homology/ranking.py (keep in step). */
export const PREFERENCE_MARGIN = 0.05;
