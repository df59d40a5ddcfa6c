"""One-letter codes of the residues ThermoMPNN reads (selenomethionine as methionine)."""

from residue_codes import ONE_LETTER

THREE = {**ONE_LETTER, 'MSE': 'M'}
