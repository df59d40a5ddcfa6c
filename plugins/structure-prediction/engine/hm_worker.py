"""Single-chain homology-modelling worker: JSON request on stdin, JSON reply on stdout, progress
lines ('PROGRESS <percent> <step>') on stderr.

Tasks: 'detect' (what is installed), 'prepare' (build the cached template-library database),
'model' (search templates, align, build with ProMod3). A problem the user must fix is a normal
reply with errors_and_warnings {message: ...}; only crashes exit non-zero.
"""
import json
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

DEFAULT_MAX_EVALUE = 1e-3
ALIGNMENTS_KEPT = 10


def main():
    request = json.load(sys.stdin)
    reply_fd = os.dup(1)
    os.dup2(2, 1)  # ProMod3 / OST print to stdout; keep it free for the reply
    try:
        reply = run(request)
        code = 0
    except Exception as error:  # report crashes as JSON too, with the reason
        reply, code = {"error": f"{type(error).__name__}: {error}"}, 1
    with os.fdopen(reply_fd, "w") as out:
        json.dump(reply, out)
    sys.exit(code)


def run(request):
    task = request.get("task")
    if task == "detect":
        return detect()
    if task == "prepare":
        return prepare(request)
    if task == "model":
        from homology.messages import ModellingError

        try:
            return model(request)
        except ModellingError as error:
            return {"model": None, "template": None, "alignments": [], "errors_and_warnings": error.errors_and_warnings()}
    raise ValueError(f"unknown task {task!r}")


def detect():
    import shutil

    found = {"blastp": shutil.which("blastp") is not None, "makeblastdb": shutil.which("makeblastdb") is not None}
    try:
        import promod3
        import ost

        found["promod3"] = promod3.__version__ if hasattr(promod3, "__version__") else "installed"
        found["ost"] = ost.VERSION if hasattr(ost, "VERSION") else "installed"
        from homology.sources import library_file

        library_file()
        found["library"] = True
    except Exception as error:
        found["library"] = False
        found["problem"] = str(error)
    found["ready"] = bool(found.get("promod3") and found["blastp"] and found["makeblastdb"])
    return found


def prepare(request):
    from homology.messages import progress
    from homology.sources import LibrarySource

    progress(10, "Preparing the template library")
    started = time.time()
    library = LibrarySource(request["data_dir"])
    return {"library_chains": len(library.index), "seconds": round(time.time() - started, 2)}


def model(request):
    from homology import build, search, sources
    from homology.messages import ModellingError, progress
    from homology.target import clean_sequence

    progress(2, "Checking the target sequence")
    sequence = clean_sequence(request.get("sequence"))
    with_ligands = bool(request.get("ligands"))
    timings = {}
    with tempfile.TemporaryDirectory(prefix="hm-") as work_dir:
        started = time.time()
        progress(5, "Preparing template sources")
        searched = []
        templates = request.get("templates") or []
        if templates:
            searched.append(sources.ProjectSource(work_dir, templates))
        if request.get("library", True):
            searched.append(sources.LibrarySource(request["data_dir"]))
        if request.get("site_library_dir"):
            searched.append(sources.SiteSource(request["data_dir"], request["site_library_dir"]))
        if not searched:
            raise ModellingError("No template source to search: give project structures or enable a template library.")
        timings["sources_s"] = round(time.time() - started, 2)

        started = time.time()
        progress(25, "Searching templates with BLAST")
        max_evalue = float(request.get("max_evalue") or DEFAULT_MAX_EVALUE)
        exclude = request.get("exclude") or {}
        hits = search.usable(
            search.search(sequence, searched, work_dir, max_evalue),
            exclude.get("max_identity"), exclude.get("ids") or (),
        )
        ranked = search.rank(hits, prefer_project=request.get("prefer_project", True))
        timings["search_s"] = round(time.time() - started, 2)
        counts = {source.name: len(source.index) for source in searched}
        if not ranked:
            raise ModellingError(
                f"No template found: no searched chain ({sum(counts.values())} in all) has a BLAST E-value of "
                f"at most {max_evalue:g} with the target.",
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
        "template": {k: best[k] for k in ("tag", "identity", "coverage", "evalue", "bitscore", "p_correct")}
        | {"source": best["source"].name, "template_id": best["source"].index[best["blast_id"]].get("template_id")},
        "alignments": [search.alignment_record(h) for h in ranked[:ALIGNMENTS_KEPT]],
        "errors_and_warnings": {f"message_{i + 1}": text for i, text in enumerate(warnings)},
        "searched": counts,
        "timings": timings,
    }


if __name__ == "__main__":
    main()
