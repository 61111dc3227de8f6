import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { settleReactWork } from './react-work';

afterEach(() => cleanup());
// Before vitest tears down this file's window (see ./react-work).
afterAll(() => settleReactWork());
