"""BLAST search of the target against each template source, and the ranking of the hits.

Confidence: p_correct = exp(-E), one minus the BLAST P-value, i.e. the probability that a chance
(unrelated) sequence would not reach this score. Every search uses the same effective database
size (SEARCH_SPACE_RESIDUES, the ProMod3 library's 4.56 million residues rounded up), so E-values
and p_correct mean the same whichever sources were searched.
"""

import math
import os
import subprocess

DEFAULT_MAX_EVALUE = 1e-3
BLASTP_TIMEOUT_S = 300
SEARCH_SPACE_RESIDUES = 5_000_000
MAX_TARGET_SEQS = 500
FIELDS = 'sseqid pident nident length qstart qend sstart send evalue bitscore qseq sseq'


def max_evalue_of(request):
    return float(request.get('max_evalue') or DEFAULT_MAX_EVALUE)


def request_hits(sequence, sources, work_dir, request, query='target'):
    """Every usable hit of one target sequence, with the request's E-value limit and exclusions."""
    exclude = request.get('exclude') or {}
    hits = search(sequence, sources, work_dir, max_evalue_of(request), query)
    return usable(hits, exclude.get('max_identity'), exclude.get('ids') or ())


def search(sequence, sources, work_dir, max_evalue, query_name='target'):
    query = os.path.join(work_dir, f'{query_name}.fasta')
    with open(query, 'w') as f:
        f.write(f'>{query_name}\n{sequence}\n')
    hits = []
    for source in sources:
        if source.index:
            hits.extend(blastp(query, source, len(sequence), max_evalue))
    return hits


def blastp(query, source, target_length, max_evalue):
    run = subprocess.run(
        [
            'blastp',
            '-query',
            query,
            '-db',
            source.db,
            '-outfmt',
            f'6 {FIELDS}',
            '-evalue',
            str(max_evalue),
            '-max_target_seqs',
            str(MAX_TARGET_SEQS),
            '-dbsize',
            str(SEARCH_SPACE_RESIDUES),
            '-num_threads',
            '1',
        ],
        check=True,
        capture_output=True,
        text=True,
        timeout=BLASTP_TIMEOUT_S,
    )
    seen = set()
    for line in run.stdout.splitlines():
        blast_id, pident, nident, length, qstart, qend, sstart, send, evalue, bitscore, qseq, sseq = line.split('\t')
        if blast_id in seen:
            continue  # a second, weaker HSP of the same template
        seen.add(blast_id)
        aligned = sum(1 for q, s in zip(qseq, sseq) if q != '-' and s != '-')
        evalue = float(evalue)
        yield {
            'source': source,
            'blast_id': blast_id,
            'tag': source.index[blast_id]['tag'],
            'resolution': source.index[blast_id].get('resolution'),
            'identity': float(pident),
            'coverage': aligned / target_length,
            'evalue': evalue,
            'bitscore': float(bitscore),
            'p_correct': math.exp(-evalue),
            'query_aln_seq': qseq,
            'query_start': int(qstart),
            'target_aln_seq': sseq,
            'target_start': int(sstart),
        }


def usable(hits, max_identity=None, exclude_ids=()):
    """Hits left after the benchmark's exclusions (identity cap in percent; PDB ids / names)."""
    excluded = {i.upper() for i in exclude_ids}
    return [
        h
        for h in hits
        if (max_identity is None or h['identity'] <= max_identity) and h['tag'].split('.')[0].upper() not in excluded
    ]


def rank_key(hit, prefer_project):
    """Complexes (combinations of chain hits): the project's own structures first when the user chose
    them, then by summed bit score. Single chains are ranked by ranking.rank."""
    return (not (prefer_project and hit['source'].name == 'project'), -hit['bitscore'])


def rank(hits, prefer_project):
    """Best first (rank_key); hits may be combinations of hits with their shared source and summed bit score."""
    return sorted(hits, key=lambda h: rank_key(h, prefer_project))


def template_record(hit):
    """What the reply says of the template a model was built on."""
    source = hit['source']
    return {
        k: hit.get(k) for k in ('tag', 'identity', 'coverage', 'evalue', 'bitscore', 'p_correct', 'resolution', 'score')
    } | {
        'source': source.name,
        'template_id': source.index[hit['blast_id']].get('template_id'),
    }


def alignment_record(hit):
    """The spec's alignment shape, with what the template table shows of each template."""
    return {
        'query_aln_seq': hit['query_aln_seq'],
        'query_start': hit['query_start'],
        'target_tag': hit['tag'],
        'target_aln_seq': hit['target_aln_seq'],
        'target_start': hit['target_start'],
        'p_correct': hit['p_correct'],
        'source': hit['source'].name,
        'identity': hit['identity'],
        'coverage': hit['coverage'],
        'evalue': hit['evalue'],
        'resolution': hit.get('resolution'),
        'score': hit.get('score'),
    }
