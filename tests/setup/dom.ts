import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { followShortTimers, settleReactWork } from './react-work';

// Waits here are for the app to render, never a speed check (the bench measures speed): a 2-core
// machine under load renders a screen of cards in jsdom in well over the library's 1 s default,
// and a file's first test also pays for loading the lazily imported screens. With two runs of the
// suite at once beside other work (load average 15 to 20 on 2 cores), a file's first render of a
// lazy screen took over 5 s and single tests up to 44 s: the ceilings allow for that. A wait
// ends as soon as its state is there, so they cost nothing when a test passes.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

followShortTimers();
afterEach(() => cleanup());
// Before vitest tears down this file's window (see ./react-work).
afterAll(() => settleReactWork());
