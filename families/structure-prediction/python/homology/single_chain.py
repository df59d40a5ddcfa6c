"""Single-chain homology modelling: the target searched against every source, the best template
modelled with ProMod3."""

import tempfile
import time

from . import build, quality, ranking, search, sources
from .messages import ModellingError, progress, searched_counts, warnings_entries
from .target import clean_sequence

ALIGNMENTS_KEPT = 10


def model(request):
    progress(2, 'Checking the target sequence')
    sequence = clean_sequence(request.get('sequence'))
    with_ligands = bool(request.get('ligands'))
    timings = {}
    with tempfile.TemporaryDirectory(prefix='hm-') as work_dir:
        started = time.time()
        progress(5, 'Preparing template sources')
        searched = sources.requested_sources(request, work_dir)
        timings['sources_s'] = round(time.time() - started, 2)

        started = time.time()
        progress(25, 'Searching templates with BLAST')
        hits = search.request_hits(sequence, searched, work_dir, request)
        prefer_selected = request.get('prefer_project', True)
        if request.get('selected_only'):
            hits = [h for h in hits if ranking.is_selected(h)]
        ranked = ranking.rank(hits, prefer_selected)
        timings['search_s'] = round(time.time() - started, 2)
        counts = searched_counts(searched)
        if not ranked and request.get('selected_only'):
            raise ModellingError(
                f'No selected structure has a BLAST E-value of at most {search.max_evalue_of(request):g} with the target; '
                'untick the option to model on the selected structures only to search the template library too.',
                searched=counts,
            )
        if not ranked:
            raise ModellingError(
                f'No template found: no searched chain ({sum(counts.values())} in all) has a BLAST E-value of '
                f'at most {search.max_evalue_of(request):g} with the target.',
                searched=counts,
            )

        best = ranked[0]
        started = time.time()
        progress(45, f'Building the model on {best["tag"]} with ProMod3')
        view, ligands = best['source'].load(best['blast_id'], with_ligands)
        model_entity, warnings = build.build_model(sequence, best, view, with_ligands and bool(ligands))
        timings['build_s'] = round(time.time() - started, 2)
        progress(92, "Estimating the model's quality")
        estimate = quality.estimate(model_entity, {chain.name: sequence for chain in model_entity.chains})
    if with_ligands and best['source'].name == 'library':
        warnings.append('Library templates hold no ligands; none was carried over.')
    progress(98, 'Writing the model')
    return {
        'model': build.model_summary(model_entity) | {'quality': estimate},
        'template': search.template_record(best),
        'choice': ranking.choice_note(ranked, prefer_selected, bool(request.get('selected_only'))),
        'alignments': [search.alignment_record(h) for h in ranked[:ALIGNMENTS_KEPT]],
        'errors_and_warnings': warnings_entries(warnings),
        'searched': counts,
        'timings': timings,
    }
