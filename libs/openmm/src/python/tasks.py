"""Dispatch: `detect` (what is installed) and the molecular-mechanics tasks, one item at a time.
Heavy modules are imported only when a task needs them, so `detect` works without them."""
import importlib
import importlib.metadata
import os

from errors import JobError

PACKAGES = {'openmm': 'python3-simtk', 'pdbfixer': 'python3-pdbfixer', 'promod3': 'python3-promod3'}
NEEDS = {
    'prepare': ('openmm', 'pdbfixer'),
    'minimize': ('openmm', 'pdbfixer'),
    'relax': ('openmm', 'pdbfixer'),
    'score': ('openmm', 'pdbfixer'),
    'repack': ('openmm', 'pdbfixer', 'promod3'),
    'design': ('openmm', 'pdbfixer', 'promod3'),
    'flex_design': ('openmm', 'pdbfixer', 'promod3'),
    'relax_design': ('openmm', 'pdbfixer', 'promod3'),
}


def run(request, progress):
    task = request.get('task')
    if task == 'detect':
        return detect()
    if task not in NEEDS:
        raise JobError(f'Unknown task: {task!r}')
    settings, sources, items = request['settings'], request['sources'], request['items']
    # Also bounds the contexts PDBFixer makes internally (default platform, all cores otherwise).
    os.environ['OPENMM_CPU_THREADS'] = str(settings['threads'])
    from pipeline import run_item, run_settings
    poses = []
    for k, item in enumerate(items):
        def report(fraction, step, k=k):
            progress(100 * (k + fraction) / len(items), step)
        poses.append(run_item(task, sources[item['source']]['pdb'], item, settings, report))
    progress(100, 'Done')
    return {'poses': poses, 'settings': run_settings(task, settings)}


def version(module):
    if module == 'pdbfixer':
        return importlib.metadata.version('pdbfixer')
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
    tasks = {task: all(m in versions for m in needs) for task, needs in NEEDS.items()}
    return {'versions': versions, 'missing': missing, 'platforms': platforms, 'tasks': tasks}
