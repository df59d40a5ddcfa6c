"""Single-chain homology modelling: the target searched against every source, the best template
modelled with ProMod3."""
import tempfile
import time

from . import build, search, sources
from .messages import ModellingError, progress, searched_counts, warnings_entries
from .target import clean_sequence

ALIGNMENTS_KEPT = 10


def model(request):
    progress(2, "Checking the target sequence")
    sequence = clean_sequence(request.get("sequence"))
    with_ligands = bool(request.get("ligands"))
    timings = {}
    with tempfile.TemporaryDirectory(prefix="hm-") as work_dir:
        started = time.time()
        progress(5, "Preparing template sources")
        searched = sources.requested_sources(request, work_dir)
        timings["sources_s"] = round(time.time() - started, 2)

        started = time.time()
        progress(25, "Searching templates with BLAST")
        hits = search.request_hits(sequence, searched, work_dir, request)
        ranked = search.rank(hits, prefer_project=request.get("prefer_project", True))
        timings["search_s"] = round(time.time() - started, 2)
        counts = searched_counts(searched)
        if not ranked:
            raise ModellingError(
                f"No template found: no searched chain ({sum(counts.values())} in all) has a BLAST E-value of "
                f"at most {search.max_evalue_of(request):g} with the target.",
                searched=counts,
            )

        best = ranked[0]
        started = time.time()
        progress(45, f"Building the model on {best['tag']} with ProMod3")
        view, ligands = best["source"].load(best["blast_id"], with_ligands)
        model_entity, warnings = build.build_model(sequence, best, view, with_ligands and bool(ligands))
        timings["build_s"] = round(time.time() - started, 2)
    if with_ligands and best["source"].name == "library":
        warnings.append("Library templates hold no ligands; none was carried over.")
    progress(98, "Writing the model")
    return {
        "model": build.model_summary(model_entity),
        "template": search.template_record(best),
        "alignments": [search.alignment_record(h) for h in ranked[:ALIGNMENTS_KEPT]],
        "errors_and_warnings": warnings_entries(warnings),
        "searched": counts,
        "timings": timings,
    }
