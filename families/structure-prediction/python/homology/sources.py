"""The three template sources, each a BLAST database plus a way to load a hit's structure:
the ProMod3 template library (promod3-data), an optional site directory, the project's structures."""

import hashlib
import os

from promod3 import GetProMod3SharedDataPath, loop

from .blastdb import cached_database, write_database
from .messages import ModellingError
from .resolution import file_resolution, resolution_of
from .structures import load_structure, protein_chains, template_view

MAX_SITE_FILES = 20000
MAX_SITE_FILE_BYTES = 50 * 1024 * 1024
SITE_SUFFIXES = ('.pdb', '.ent', '.cif', '.mmcif')


NO_SOURCE = 'No template source to search: give project structures or enable a template library.'


def requested_sources(request, work_dir, library=True, none_message=NO_SOURCE):
    """The sources a modelling request asks for: its project structures, the ProMod3 library
    (unless `library` is false), the site library."""
    searched = []
    templates = request.get('templates') or []
    if templates:
        searched.append(ProjectSource(work_dir, templates))
    if library and request.get('library', True):
        searched.append(LibrarySource(request['data_dir']))
    if request.get('site_library_dir'):
        searched.append(SiteSource(request['data_dir'], request['site_library_dir']))
    if not searched:
        raise ModellingError(none_message)
    return searched


class Source:
    def __init__(self, name, db, index):
        self.name, self.db, self.index = name, db, index

    def load(self, blast_id, with_ligands):
        """(template view, ligand names) of one hit."""
        raise NotImplementedError

    def structure_of(self, blast_id):
        """The structure a chain belongs to, whose other chains share its coordinate frame."""
        return self.index[blast_id]['tag'].rsplit('.', 1)[0]


class LibrarySource(Source):
    """ProMod3's structure database: ~21,000 PISCES chains, backbone and Cβ only, no ligands. Each
    chain is stored in a frame of its own (in 675 of its 782 entries with several chains, Cα atoms of
    two chains are closer than 2 Å), so its chains cannot template a complex."""

    def __init__(self, cache_root):
        path = library_file()
        self._structure_db = None
        stamp = os.stat(path)
        fingerprint = hashlib.sha1(f'{path}:{stamp.st_size}:{stamp.st_mtime_ns}'.encode()).hexdigest()[:12]
        db, index = cached_database(cache_root, 'promod3-library', fingerprint, self.entries)
        super().__init__('library', db, index)

    @property
    def structure_db(self):
        """Loaded only when needed (half a gigabyte): to build the database or to model on a hit."""
        if self._structure_db is None:
            self._structure_db = loop.LoadStructureDB()
        return self._structure_db

    def entries(self):
        for i in range(self.structure_db.GetNumCoords()):
            info = self.structure_db.GetCoordInfo(i)
            sequence = self.structure_db.GetSequence(loop.FragmentInfo(i, 0, info.size))
            yield f'L{i}', sequence, {'tag': f'{info.id}.{info.chain_name}', 'coord_index': i}

    def load(self, blast_id, with_ligands):
        i = self.index[blast_id]['coord_index']
        info = self.structure_db.GetCoordInfo(i)
        fragment = loop.FragmentInfo(i, 0, info.size)
        backbone = self.structure_db.GetBackboneList(fragment, self.structure_db.GetSequence(fragment))
        return backbone.ToEntity().CreateFullView(), []


def library_file():
    path = os.path.join(GetProMod3SharedDataPath(), 'loop_data', 'structure_db.dat')
    if not os.path.exists(path):
        raise ModellingError('The ProMod3 template library (Debian package promod3-data) is not installed.')
    return path


class SiteSource(Source):
    """Every protein chain of the PDB / mmCIF files in a directory; indexed once per content."""

    def __init__(self, cache_root, directory):
        if not os.path.isdir(directory):
            raise ModellingError(f'The site template library {directory} is not a directory.')
        self.files = site_files(directory)
        digest = hashlib.sha1()
        for path, size, mtime in self.files:
            digest.update(f'{path}:{size}:{mtime}\n'.encode())
        db, index = cached_database(cache_root, 'site-library', digest.hexdigest()[:12], self.entries)
        super().__init__('site', db, index)

    def entries(self):
        n = 0
        for path, _, _ in self.files:
            try:
                chains = protein_chains(load_structure(path=path))
            except ModellingError:
                continue  # an unreadable file is skipped, the rest of the library stays usable
            stem = os.path.basename(path).split('.')[0]
            resolution = file_resolution(path)
            for chain, sequence in chains:
                yield (
                    f'S{n}',
                    sequence,
                    {'tag': f'{stem}.{chain}', 'path': path, 'chain': chain, 'resolution': resolution},
                )
                n += 1

    def load(self, blast_id, with_ligands):
        entry = self.index[blast_id]
        return template_view(load_structure(path=entry['path']), entry['chain'], with_ligands)

    def structure_of(self, blast_id):
        return self.index[blast_id]['path']


def site_files(directory):
    found = []
    for root, _, names in os.walk(directory):
        for name in sorted(names):
            if not name.lower().endswith(SITE_SUFFIXES):
                continue
            path = os.path.join(root, name)
            stat = os.stat(path)
            if stat.st_size <= MAX_SITE_FILE_BYTES:
                found.append((path, stat.st_size, stat.st_mtime_ns))
            if len(found) >= MAX_SITE_FILES:
                return sorted(found)
    return sorted(found)


class ProjectSource(Source):
    """The structures passed with the request (the project's poses); a database per request."""

    def __init__(self, work_dir, templates):
        self.entities = []
        entries = []
        for k, template in enumerate(templates):
            name = str(template.get('name') or f'template {k + 1}')
            text = template.get('pdb') or ''
            entity = load_structure(text=text, name=name)
            self.entities.append(entity)
            resolution = resolution_of(text)
            for chain, sequence in protein_chains(entity):
                meta = {
                    'tag': f'{name}.{chain}',
                    'chain': chain,
                    'template': k,
                    'template_id': template.get('id'),
                    'resolution': resolution,
                }
                entries.append((f'P{len(entries)}', sequence, meta))
        directory = os.path.join(work_dir, 'project-templates')
        os.makedirs(directory, exist_ok=True)
        write_database(directory, entries)
        super().__init__('project', os.path.join(directory, 'db'), {e[0]: e[2] for e in entries})

    def load(self, blast_id, with_ligands):
        entry = self.index[blast_id]
        return template_view(self.entities[entry['template']], entry['chain'], with_ligands)

    def structure_of(self, blast_id):
        return self.index[blast_id]['template']
