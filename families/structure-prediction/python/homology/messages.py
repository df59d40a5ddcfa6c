"""Progress lines on stderr and the user-facing errors of the spec's errors_and_warnings shape."""

import sys


def progress(percent, step):
    print(f'PROGRESS {percent} {step}', file=sys.stderr, flush=True)


class ModellingError(Exception):
    """A problem with the input or the search that the user must see (not a crash)."""

    def __init__(self, message, **details):
        super().__init__(message)
        self.message = message
        self.details = details

    def errors_and_warnings(self):
        return {'message': self.message, **self.details}


def warnings_entries(warnings):
    """Warnings as errors_and_warnings entries: message_1, message_2, … (shown to the user)."""
    return {f'message_{i + 1}': text for i, text in enumerate(warnings)}


def searched_counts(searched):
    """Chains searched per source."""
    return {source.name: len(source.index) for source in searched}
