import { describe, expect, it, vi } from 'vitest';
import { createWorkerLog } from '../../../workers/log';

function fakeConsole() {
  return { warn: vi.fn(), debug: vi.fn() };
}

describe('the data worker log', () => {
  it('writes no progress notes in a production build', () => {
    const console = fakeConsole();
    createWorkerLog({ dev: false, console })('index', { ms: 12 });
    expect(console.debug).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('still warns about failures in a production build', () => {
    const console = fakeConsole();
    const error = new Error('quota');
    createWorkerLog({ dev: false, console })('storage-error', error);
    expect(console.warn).toHaveBeenCalledWith('[data worker]', 'storage-error', error);
  });

  it('writes progress notes as debug lines in development', () => {
    const console = fakeConsole();
    createWorkerLog({ dev: true, console })('index', { ms: 12 });
    expect(console.debug).toHaveBeenCalledWith('[data worker]', 'index', { ms: 12 });
  });
});
