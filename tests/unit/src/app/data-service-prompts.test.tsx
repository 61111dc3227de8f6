// The lasting prompts about the data layer, shown by the real toast stack.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NEWER_VERSION_TEXT,
  watchDataService,
  WORKER_FAILED_TEXT,
} from '../../../../src/app/data-service-prompts';
import { Toasts } from '../../../../src/notify/Toasts';
import { superviseWorker } from '../../../../src/data/worker-supervisor';
import type { SourceStatus } from '../../../../src/shared/contract';
import { PROTOCOLS } from '../../../../src/shared/tokens';
import { createFakeApi, status, type FakeApi } from '../support/fake-api';
import type { SourceUrls } from '../../../../src/shared/contract';
import { SOURCE_KEYS } from '../../../../src/shared/protocol-registry.mjs';

const URLS = Object.fromEntries(SOURCE_KEYS.map((key) => [key, `/${key}.json`])) as SourceUrls;

function renderToasts() {
  render(<Toasts />);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Newer version in another tab', () => {
  it('offers a lasting Reload once the worker reports it, once, and reloads on request', async () => {
    const api = createFakeApi();
    const reload = vi.fn();
    renderToasts();
    const connection = superviseWorker({
      spawn: () => ({ worker: Object.assign(new EventTarget(), { terminate() {} }), api }),
    }).connection;
    watchDataService({ api, connection, reload });
    await act(async () => {});
    expect(screen.queryByText(NEWER_VERSION_TEXT)).not.toBeInTheDocument();

    const newer = PROTOCOLS.map((p) => status(p, { storage: 'newer-version', persisted: false }));
    act(() => api.emit(newer));
    expect(await screen.findByText(NEWER_VERSION_TEXT)).toBeInTheDocument();
    act(() => api.emit(newer.map((s) => ({ ...s, loading: true }))));
    expect(screen.getAllByText(NEWER_VERSION_TEXT)).toHaveLength(1);
    expect(screen.getByText(NEWER_VERSION_TEXT).closest('[role]')).toHaveAttribute(
      'role',
      'status',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('Failed data worker', () => {
  it("says search stopped, and 'Try again' replaces the worker, whose sources then answer", async () => {
    const workers: Array<EventTarget & { terminated: boolean; terminate(): void }> = [];
    const apis: FakeApi[] = [createFakeApi(), createFakeApi()];
    apis[0]!.start = vi.fn(() => new Promise<SourceStatus[]>(() => {}));
    const { api, connection } = superviseWorker({
      spawn: () => {
        const worker = Object.assign(new EventTarget(), {
          terminated: false,
          terminate() {
            this.terminated = true;
          },
        });
        workers.push(worker);
        return { worker, api: apis[workers.length - 1]! };
      },
    });
    void api.start({ urls: URLS }).catch(() => {});
    renderToasts();
    watchDataService({ api, connection, reload: () => {} });
    expect(screen.queryByText(WORKER_FAILED_TEXT)).not.toBeInTheDocument();

    act(() => {
      workers[0]!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText(WORKER_FAILED_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(workers[0]!.terminated).toBe(true);
    expect(apis[1]!.start).toHaveBeenCalledWith({ urls: URLS, firstVisit: false });
    await vi.waitFor(() => expect(connection.getHealth()).toBe('running'));
  });
});
