export { TrashTab as default } from './BinTab.tsx';
