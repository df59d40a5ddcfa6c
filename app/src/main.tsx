import './styles.css';
import { startWorkbench } from '@bench/core';
import { catalog } from './catalog.ts';

void startWorkbench({ catalog, root: document.getElementById('root')!, search: location.search });
