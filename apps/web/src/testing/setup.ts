import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The first render of a file waits for a cold module graph and a real HTTP round trip: on a loaded two-core
// machine, beside the tap suite in npm test, that can pass the default second of findBy*/waitFor (4 s did once in CI).
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup());
