// The local server's control: commands change the state, bad ones are refused with a reason and
// change nothing, and a reset returns to the start values.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCE_KEYS } from '../../../../src/shared/protocol-registry.mjs';
import { createControl, createState } from '../../../../scripts/source-server/control.mjs';

function setup(options: { distDir?: string; dataDir?: string } = {}) {
  const server = createState(options);
  return { ...server, control: createControl(server, () => {}) };
}

describe('the source server control', () => {
  it("puts a fault on every source of the registry with source '*', and clears it", () => {
    const { state, control } = setup();
    expect(control.applyCommand({ source: '*', status: 503, times: 2 })).toBeNull();
    expect(Object.keys(state.faults).sort()).toEqual([...SOURCE_KEYS].sort());
    expect(state.faults[SOURCE_KEYS[0]!]).toEqual({ status: 503, times: 2 });
    expect(control.applyCommand({ source: '*', clear: true })).toBeNull();
    expect(state.faults).toEqual({});
  });

  it('refuses bad names, payloads, files and throttle scopes with a reason', () => {
    const { state, control } = setup();
    expect(control.applyCommand({ source: '../etc', status: 500 })).toBe('bad source name: ../etc');
    expect(control.applyCommand({ source: 'orbiter', payload: 'huge' })).toBe(
      'payload: big or wrong-types',
    );
    expect(control.applyCommand({ source: 'orbiter', file: '../x.json' })).toBe(
      'bad file name: ../x.json',
    );
    expect(control.applyCommand({ throttle: { scope: 'everything' } })).toBe(
      'throttle.scope: all, sources or static',
    );
    expect(state.faults).toEqual({});
    expect(state.throttle).toEqual({ latencyMs: 0, bytesPerSecond: 0, scope: 'all' });
  });

  it('reads fault fields as numbers and flags, with their floors', () => {
    const { state, control } = setup();
    control.applyCommand({
      source: 'stargate',
      delayMs: -5,
      hang: 1,
      malformed: true,
      payload: 'big',
      factor: 0,
      body: { a: 1 },
      noCors: true,
    });
    expect(state.faults.stargate).toEqual({
      delayMs: 0,
      hang: true,
      malformed: 'truncated',
      payload: 'big',
      factor: 1,
      body: '{"a":1}',
      noCors: true,
    });
  });

  it('returns to the start values on reset, and refuses a data folder that does not exist', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'control-'));
    const { state, control } = setup({ dataDir });
    control.applyCommand({ offline: true, throttle: { latencyMs: 300, scope: 'sources' } });
    control.applyCommand({ source: 'wormhole', hang: true });
    expect(control.applyCommand({ dataDir: path.join(dataDir, 'missing') })).toMatch(
      /^dataDir does not exist: /,
    );
    expect(state.dataDir).toBe(dataDir);
    control.resetAll();
    expect(state).toMatchObject({
      dataDir,
      distDir: null,
      offline: false,
      faults: {},
      throttle: { latencyMs: 0, bytesPerSecond: 0, scope: 'all' },
    });
  });
});
