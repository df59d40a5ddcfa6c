#!/usr/bin/env python3
"""Bench's molecular-mechanics worker: one JSON request on stdin, one JSON reply on stdout,
`PROGRESS <percent> <step>` lines on stderr. The contract is in libs/openmm/README.md."""

import ctypes
import json
import os
import signal
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), 'python'))


def main():
    die_with_parent()
    # OpenMM and ProMod3 may print from C++: keep fd 1 for the reply alone.
    reply_fd = os.dup(1)
    os.dup2(2, 1)
    from errors import JobError

    try:
        request = json.load(sys.stdin)
        # Contexts made inside OpenMM and PDBFixer (hydrogen placement) take the CPU platform's default
        # thread count; with more than one thread its sums, and so the structures, differ run to run.
        os.environ['OPENMM_CPU_THREADS'] = str(request.get('settings', {}).get('threads', 1))
        from steps import run

        reply, code = run(request, progress), 0
    except JobError as error:
        reply, code = {'error': str(error)}, 2
    except Exception as error:  # an engine bug, not a user error: keep the type for the report
        reply, code = {'error': f'The molecular-mechanics worker failed: {type(error).__name__}: {error}'}, 1
    with os.fdopen(reply_fd, 'w') as out:
        json.dump(reply, out)
    sys.exit(code)


def die_with_parent():
    # The worker has its own process group, so a server that dies without cancelling would leave
    # it computing for nobody: Linux kills it when its parent goes (prctl PR_SET_PDEATHSIG).
    parent = os.getppid()
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)
    if os.getppid() != parent:
        os._exit(3)


def progress(percent, step):
    print(f'PROGRESS {percent:.0f} {step}', file=sys.stderr, flush=True)


if __name__ == '__main__':
    main()
