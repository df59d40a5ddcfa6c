import 'reflect-metadata';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy…/waitFor wait 1 s by default; on CI's two shared cores a lazy plugin view has taken longer
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
