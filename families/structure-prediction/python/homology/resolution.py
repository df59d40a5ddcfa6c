"""A structure's resolution (Å) from its header: PDB 'REMARK   2 RESOLUTION.', mmCIF
_refine.ls_d_res_high (else _reflns.d_resolution_high); None when not stated (NMR, models)."""

import re

HEADER_CHARS = 1_000_000
PATTERNS = (
    re.compile(r'^REMARK   2 RESOLUTION\.\s+([0-9.]+)\s+ANGSTROM', re.M),
    re.compile(r'^_refine\.ls_d_res_high\s+([0-9.]+)', re.M),
    re.compile(r'^_reflns\.d_resolution_high\s+([0-9.]+)', re.M),
)


def resolution_of(text):
    head = text[:HEADER_CHARS]
    for pattern in PATTERNS:
        found = pattern.search(head)
        if found:
            try:
                value = float(found.group(1))
            except ValueError:
                continue
            if 0 < value < 100:
                return value
    return None


def file_resolution(path):
    with open(path, errors='replace') as f:
        return resolution_of(f.read(HEADER_CHARS))
