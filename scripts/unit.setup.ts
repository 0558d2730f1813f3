import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// As in the stories (ADR 0012): on a machine busy with the other projects, what a test waits for
// (a deferred render, an answer) can take more than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
