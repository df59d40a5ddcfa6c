"""How single-chain templates are ranked (the formula is in the homology-modelling README).

score = identity/100 × coverage − RESOLUTION_PENALTY_PER_A × max(0, resolution − RESOLUTION_FREE_A)

identity × coverage is the fraction of the target's residues that the template matches identically
(BLAST identity over the aligned columns times the aligned fraction of the target); a structure
solved at worse than RESOLUTION_FREE_A loses RESOLUTION_PENALTY_PER_A per Å beyond it (templates of
unknown resolution — the ProMod3 library's PISCES chains — lose nothing). Every hit has passed the
E-value limit already; equal scores go to the lower E-value, then the higher bit score.

The user's selected (project) structures are preferred only among comparable templates: the best
selected template is chosen when its score is within PREFERENCE_MARGIN of the best template's.
"""

RESOLUTION_FREE_A = 2.5
RESOLUTION_PENALTY_PER_A = 0.02
PREFERENCE_MARGIN = 0.05


def template_score(hit):
    resolution = hit.get('resolution')
    penalty = RESOLUTION_PENALTY_PER_A * max(0.0, resolution - RESOLUTION_FREE_A) if resolution else 0.0
    return round(hit['identity'] / 100 * hit['coverage'] - penalty, 4)


def by_score(hit):
    return (-template_score(hit), hit['evalue'], -hit['bitscore'])


def is_selected(hit):
    return source_name(hit) == 'project'


def source_name(hit):
    source = hit['source']
    return source if isinstance(source, str) else source.name


def rank(hits, prefer_selected=True):
    """Best first by template_score; with prefer_selected, the best selected template moves to the top
    when its score is within PREFERENCE_MARGIN of the best. Each hit gets its 'score'."""
    ranked = sorted(hits, key=by_score)
    for hit in ranked:
        hit['score'] = template_score(hit)
    if not prefer_selected or not ranked:
        return ranked
    selected = next((h for h in ranked if is_selected(h)), None)
    if selected is not None and selected['score'] >= ranked[0]['score'] - PREFERENCE_MARGIN:
        ranked.remove(selected)
        ranked.insert(0, selected)
    return ranked


def choice_note(ranked, prefer_selected=True, selected_only=False):
    """Why the first template was chosen, in a sentence the user reads."""
    best = ranked[0]
    if selected_only:
        return f'Template {best["tag"]} (selected) was chosen: only the selected structures were to be used; score {best["score"]:.2f}.'
    if is_selected(best):
        return (
            f'Template {best["tag"]} (selected) was chosen: score {best["score"]:.2f}, within '
            f'{PREFERENCE_MARGIN:.2f} of the best template found.'
        )
    selected = next((h for h in ranked if is_selected(h)), None)
    if selected is None:
        return f'Template {best["tag"]} was chosen: the best score, {best["score"]:.2f}.'
    if not prefer_selected:
        return f'Template {best["tag"]} was chosen over the selected {selected["tag"]}: the selected structures were not preferred.'
    return (
        f'Template {best["tag"]} was chosen over the selected {selected["tag"]}: its score {best["score"]:.2f} beats '
        f'{selected["score"]:.2f} by more than {PREFERENCE_MARGIN:.2f} (score = identity × coverage, less a penalty '
        f'for resolution worse than {RESOLUTION_FREE_A:g} Å).'
    )
