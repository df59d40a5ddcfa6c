/** The family's Python modules (the sequence search and its packer), which its step files import. */
export const DESIGN_PYTHON = new URL('../../python/', import.meta.url);
