export { ArchiveTab as default } from './BinTab.tsx';
