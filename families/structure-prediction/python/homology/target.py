"""Target sequences: cleaned and checked before any search."""

import re

from .messages import ModellingError

AMINO_ACIDS = set('ACDEFGHIKLMNPQRSTVWY')
MIN_LENGTH = 10
MAX_LENGTH = 2000
SINGLE_CHAIN = 'single-chain homology modelling'


def clean_sequence(raw, method=SINGLE_CHAIN, chain=None):
    """The sequence as modelled; a ModellingError in the model's words otherwise (the TypeScript
    model says the same). `chain` ('Heavy chain') prefixes the message of one chain of a complex."""
    if not isinstance(raw, str):
        raise ModellingError(f'{chain}: the sequence is missing.' if chain else 'The target sequence is missing.')
    sequence = re.sub(r'\s+', '', raw).upper().rstrip('*')
    if not MIN_LENGTH <= len(sequence) <= MAX_LENGTH:
        raise ModellingError(
            named(
                f'Input sequence length {len(sequence)} is outside the range {MIN_LENGTH} to {MAX_LENGTH} residues '
                f'that {method} accepts.',
                chain,
            )
        )
    unknown = sorted(set(sequence) - AMINO_ACIDS)
    if unknown:
        raise ModellingError(
            named(
                f'The target sequence contains characters that are not one of the 20 standard amino acids: {", ".join(unknown)}.',
                chain,
            )
        )
    return sequence


def named(message, chain):
    return f'{chain}: {message.replace("The target sequence", "it")}' if chain else message
