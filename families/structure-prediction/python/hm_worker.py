"""Homology-modelling worker: JSON request on stdin, JSON reply on stdout, progress lines
('PROGRESS <percent> <step>') on stderr.

Tasks: 'detect' (what is installed), 'prepare' (build the cached template-library database),
'model' (one chain: search templates, align, build with ProMod3), 'complex' (several chains on one
template structure). A problem the user must fix is a normal reply with model null and
errors_and_warnings {message: ...}; only crashes exit non-zero.
"""

import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def main():
    request = json.load(sys.stdin)
    reply_fd = os.dup(1)
    os.dup2(2, 1)  # ProMod3 / OST print to stdout; keep it free for the reply
    try:
        reply = run(request)
        code = 0
    except Exception as error:  # report crashes as JSON too, with the reason
        reply, code = {'error': f'{type(error).__name__}: {error}'}, 1
    with os.fdopen(reply_fd, 'w') as out:
        json.dump(reply, out)
    sys.exit(code)


def run(request):
    task = request.get('task')
    if task == 'detect':
        return detect()
    if task == 'prepare':
        return prepare(request)
    if task in ('model', 'complex'):
        from homology import multi_chain, single_chain
        from homology.messages import ModellingError

        try:
            return (single_chain if task == 'model' else multi_chain).model(request)
        except ModellingError as error:
            return {
                'model': None,
                'template': None,
                'templates': [],
                'alignments': [],
                'errors_and_warnings': error.errors_and_warnings(),
            }
    raise ValueError(f'unknown task {task!r}')


def detect():
    import shutil

    found = {'blastp': shutil.which('blastp') is not None, 'makeblastdb': shutil.which('makeblastdb') is not None}
    try:
        import ost
        import promod3

        found['promod3'] = promod3.__version__ if hasattr(promod3, '__version__') else 'installed'
        found['ost'] = ost.VERSION if hasattr(ost, 'VERSION') else 'installed'
        from homology.sources import library_file

        library_file()
        found['library'] = True
    except Exception as error:
        found['library'] = False
        found['problem'] = str(error)
    found['ready'] = bool(found.get('promod3') and found['blastp'] and found['makeblastdb'])
    return found


def prepare(request):
    from homology.messages import progress
    from homology.sources import LibrarySource

    progress(10, 'Preparing the template library')
    started = time.time()
    library = LibrarySource(request['data_dir'])
    return {'library_chains': len(library.index), 'seconds': round(time.time() - started, 2)}


if __name__ == '__main__':
    main()
