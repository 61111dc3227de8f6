import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { followShortTimers, settleReactWork } from './react-work';

// Waits here are for the app to render, never a speed check (the bench measures speed): a 2-core
// machine under load renders a screen of cards in jsdom in well over the library's 1 s default,
// and a file's first test also pays for loading the lazily imported screens.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

followShortTimers();
afterEach(() => cleanup());
// Before vitest tears down this file's window (see ./react-work).
afterAll(() => settleReactWork());
