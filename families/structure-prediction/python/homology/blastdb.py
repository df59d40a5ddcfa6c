"""BLAST protein databases built once per content fingerprint and reused (a cache directory).

A database is written to a private temporary directory and renamed into place when complete, so a
reader never sees half a database and two processes building at once both end with the same one.
"""

import json
import os
import shutil
import subprocess
import tempfile

MAKEBLASTDB_TIMEOUT_S = 600
INDEX_FILE = 'index.json'


def cached_database(cache_root, name, fingerprint, entries):
    """Path prefix of the BLAST database `name` for `fingerprint`, building it when missing.

    `entries` is called only when a build is needed; it yields (blast_id, sequence, metadata).
    Returns (db_prefix, index) where index maps blast_id to metadata.
    """
    final = os.path.join(cache_root, f'{name}-{fingerprint}')
    if not os.path.exists(os.path.join(final, INDEX_FILE)):
        os.makedirs(cache_root, exist_ok=True)
        building = tempfile.mkdtemp(prefix=f'.{name}-', dir=cache_root)
        try:
            write_database(building, entries())
            try:
                os.rename(building, final)
            except OSError:
                # another process finished the same database first; theirs is identical
                shutil.rmtree(building, ignore_errors=True)
        except BaseException:
            shutil.rmtree(building, ignore_errors=True)
            raise
        remove_stale(cache_root, name, final)
    with open(os.path.join(final, INDEX_FILE)) as f:
        return os.path.join(final, 'db'), json.load(f)


def write_database(directory, entries):
    index = {}
    fasta = os.path.join(directory, 'sequences.fasta')
    with open(fasta, 'w') as out:
        for blast_id, sequence, metadata in entries:
            out.write(f'>{blast_id}\n{sequence}\n')
            index[blast_id] = metadata
    if index:
        subprocess.run(
            ['makeblastdb', '-in', fasta, '-dbtype', 'prot', '-parse_seqids', '-out', os.path.join(directory, 'db')],
            check=True,
            capture_output=True,
            text=True,
            timeout=MAKEBLASTDB_TIMEOUT_S,
        )
    os.remove(fasta)
    # written last: its presence marks a complete database
    with open(os.path.join(directory, INDEX_FILE), 'w') as f:
        json.dump(index, f)


def remove_stale(cache_root, name, keep):
    for entry in os.listdir(cache_root):
        path = os.path.join(cache_root, entry)
        if entry.startswith(f'{name}-') and path != keep:
            shutil.rmtree(path, ignore_errors=True)
