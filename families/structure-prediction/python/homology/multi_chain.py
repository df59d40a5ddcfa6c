"""Homology modelling of a complex of several chains (an antibody's heavy and light chain) on one
template structure: each chain searched with BLAST against every source, the hits paired on
distinct chains of the same structure (best sum of bit scores, chains in contact), one model of
all chains built with ProMod3. Target residues the template does not cover are not modelled.
Templates come from the project's structures and the site library: the ProMod3 library keeps each
chain in its own frame, so it cannot say how chains sit together and is not searched."""

import tempfile
import time

from . import build, pairing, quality, search, sources
from .messages import ModellingError, progress, searched_counts, warnings_entries
from .target import clean_sequence

ALIGNMENTS_KEPT = 10
COMBINATIONS_TRIED = 20
NO_SOURCE = (
    'No template source to search: select a project structure that holds the chains together, or configure a '
    'site library (the ProMod3 library keeps each chain apart and cannot template a complex).'
)


def model(request):
    method = request.get('method') or 'complex homology modelling'
    progress(2, 'Checking the chains')
    chains = [
        {**chain, 'sequence': clean_sequence(chain.get('sequence'), method, chain['label'])}
        for chain in request['chains']
    ]
    timings = {}
    with tempfile.TemporaryDirectory(prefix='hm-') as work_dir:
        started = time.time()
        progress(5, 'Preparing template sources')
        searched = sources.requested_sources(request, work_dir, library=False, none_message=NO_SOURCE)
        timings['sources_s'] = round(time.time() - started, 2)

        started = time.time()
        hits = []
        for k, chain in enumerate(chains):
            progress(15 + 30 * k // len(chains), f'Searching templates of the {chain["label"].lower()} with BLAST')
            hits.append(search.request_hits(chain['sequence'], searched, work_dir, request, query=f'chain{k}'))
        progress(45, "Pairing the chains' hits on one template structure")
        prefer_project = request.get('prefer_project', True)
        ranked = search.rank(pairing.combinations(hits), prefer_project)
        chosen = best_in_contact(ranked, prefer_project)
        timings['search_s'] = round(time.time() - started, 2)
        counts = searched_counts(searched)
        if chosen is None:
            raise ModellingError(
                no_template_message(chains, hits, counts, search.max_evalue_of(request)), searched=counts
            )

        combination, views = chosen
        started = time.time()
        progress(55, f'Building the model on {pairing.structure_label(combination)} with ProMod3')
        built = [{**chain, 'hit': hit, 'view': view} for chain, hit, view in zip(chains, combination['hits'], views)]
        model_entity, warnings = build.build_complex(built)
        timings['build_s'] = round(time.time() - started, 2)
        progress(92, "Estimating the model's quality")
        estimate = quality.estimate(model_entity, {chain['id']: chain['sequence'] for chain in chains})
    progress(98, 'Writing the model')
    return {
        'model': build.model_summary(model_entity) | {'quality': estimate},
        'structure': pairing.structure_label(combination),
        'templates': [
            {'chain': chain['id'], **search.template_record(hit)} for chain, hit in zip(chains, combination['hits'])
        ],
        'alignments': alignments_of([combination, *ranked])[:ALIGNMENTS_KEPT],
        'errors_and_warnings': warnings_entries(warnings),
        'searched': counts,
        'timings': timings,
    }


def best_in_contact(ranked, prefer_project):
    """The best combination whose template chains touch (of equal ones, the pair touching most), with
    their views; None when none does."""
    views_of = {}

    def view(hit):
        key = (hit['source'].name, hit['blast_id'])
        if key not in views_of:
            views_of[key] = hit['source'].load(hit['blast_id'], False)[0]
        return views_of[key]

    touching = []
    for combination in ranked[:COMBINATIONS_TRIED]:
        views = [view(hit) for hit in combination['hits']]
        contacts = pairing.contacts(views)
        if contacts >= pairing.MIN_CONTACTS:
            touching.append(
                (search.rank_key(combination, prefer_project), -contacts, len(touching), combination, views)
            )
    if not touching:
        return None
    *_, combination, views = min(touching, key=lambda t: t[:3])
    return combination, views


def alignments_of(ranked):
    """The alignments of the ranked combinations, each hit once, in the spec's shape."""
    seen, records = set(), []
    for combination in ranked:
        for hit in combination['hits']:
            key = (hit['source'].name, hit['blast_id'])
            if key not in seen:
                seen.add(key)
                records.append(search.alignment_record(hit))
    return records


def no_template_message(chains, hits, counts, max_evalue):
    found = ', '.join(f'{chain["label"].lower()} {len(chain_hits)}' for chain, chain_hits in zip(chains, hits))
    both = 'both chains' if len(chains) == 2 else f'all {len(chains)} chains'
    return (
        f'No template holds {both}: no project or site structure has BLAST hits (E-value at most {max_evalue:g}) of '
        f'{both} on different chains in contact ({sum(counts.values())} chains searched; chains hit: {found}).'
    )
