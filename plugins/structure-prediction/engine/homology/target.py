"""The target sequence: cleaned and checked before any search."""
import re

from .messages import ModellingError

AMINO_ACIDS = set("ACDEFGHIKLMNPQRSTVWY")
MIN_LENGTH = 10
MAX_LENGTH = 2000


def clean_sequence(raw):
    if not isinstance(raw, str):
        raise ModellingError("The target sequence is missing.")
    sequence = re.sub(r"\s+", "", raw).upper().rstrip("*")
    if not MIN_LENGTH <= len(sequence) <= MAX_LENGTH:
        raise ModellingError(
            f"Input sequence length {len(sequence)} is outside the range {MIN_LENGTH} to {MAX_LENGTH} residues "
            "that single-chain homology modelling accepts."
        )
    unknown = sorted(set(sequence) - AMINO_ACIDS)
    if unknown:
        raise ModellingError(
            f"The target sequence contains characters that are not one of the 20 standard amino acids: {', '.join(unknown)}."
        )
    return sequence
