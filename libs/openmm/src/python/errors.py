class JobError(Exception):
    """A problem with the input the user can act on; its message is shown as the job's error."""
