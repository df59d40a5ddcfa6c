"""BLAST search of the target against each template source, and the ranking of the hits.

Confidence: p_correct = exp(-E), one minus the BLAST P-value, i.e. the probability that a chance
(unrelated) sequence would not reach this score. Every search uses the same effective database
size (SEARCH_SPACE_RESIDUES, the ProMod3 library's 4.56 million residues rounded up), so E-values
and p_correct mean the same whichever sources were searched.
"""
import math
import os
import subprocess

BLASTP_TIMEOUT_S = 300
SEARCH_SPACE_RESIDUES = 5_000_000
MAX_TARGET_SEQS = 500
FIELDS = "sseqid pident nident length qstart qend sstart send evalue bitscore qseq sseq"


def search(sequence, sources, work_dir, max_evalue):
    query = os.path.join(work_dir, "target.fasta")
    with open(query, "w") as f:
        f.write(f">target\n{sequence}\n")
    hits = []
    for source in sources:
        if source.index:
            hits.extend(blastp(query, source, len(sequence), max_evalue))
    return hits


def blastp(query, source, target_length, max_evalue):
    run = subprocess.run(
        ["blastp", "-query", query, "-db", source.db, "-outfmt", f"6 {FIELDS}", "-evalue", str(max_evalue),
         "-max_target_seqs", str(MAX_TARGET_SEQS), "-dbsize", str(SEARCH_SPACE_RESIDUES), "-num_threads", "1"],
        check=True, capture_output=True, text=True, timeout=BLASTP_TIMEOUT_S,
    )
    seen = set()
    for line in run.stdout.splitlines():
        blast_id, pident, nident, length, qstart, qend, sstart, send, evalue, bitscore, qseq, sseq = line.split("\t")
        if blast_id in seen:
            continue  # a second, weaker HSP of the same template
        seen.add(blast_id)
        aligned = sum(1 for q, s in zip(qseq, sseq) if q != "-" and s != "-")
        evalue = float(evalue)
        yield {
            "source": source,
            "blast_id": blast_id,
            "tag": source.index[blast_id]["tag"],
            "identity": float(pident),
            "coverage": aligned / target_length,
            "evalue": evalue,
            "bitscore": float(bitscore),
            "p_correct": math.exp(-evalue),
            "query_aln_seq": qseq,
            "query_start": int(qstart),
            "target_aln_seq": sseq,
            "target_start": int(sstart),
        }


def usable(hits, max_identity=None, exclude_ids=()):
    """Hits left after the benchmark's exclusions (identity cap in percent; PDB ids / names)."""
    excluded = {i.upper() for i in exclude_ids}
    return [
        h for h in hits
        if (max_identity is None or h["identity"] <= max_identity) and h["tag"].split(".")[0].upper() not in excluded
    ]


def rank(hits, prefer_project):
    """Best first: the project's own structures first when the user chose them, then by bit score."""
    return sorted(hits, key=lambda h: (not (prefer_project and h["source"].name == "project"), -h["bitscore"]))


def alignment_record(hit):
    """The spec's alignment shape."""
    return {
        "query_aln_seq": hit["query_aln_seq"],
        "query_start": hit["query_start"],
        "target_tag": hit["tag"],
        "target_aln_seq": hit["target_aln_seq"],
        "target_start": hit["target_start"],
        "p_correct": hit["p_correct"],
    }
