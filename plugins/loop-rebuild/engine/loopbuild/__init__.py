"""Loop Rebuild's ProMod3 pieces: the working model with the loop removed (workmodel), loop
candidates from the fragment database and Monte Carlo sampling (candidates), and the result
structure with the chosen loop spliced into the source (splice)."""
