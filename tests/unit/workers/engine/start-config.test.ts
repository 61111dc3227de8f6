import { describe, expect, test } from 'vitest';
import type { StartOptions } from '../../../../src/shared/contract';
import {
  createEngineConfig,
  initialConfig,
  startedConfig,
} from '../../../../workers/engine/start-config';
import { sourceUrls } from '../../../fixtures/protocols';

const options = (): StartOptions => ({
  urls: sourceUrls((key) => `https://${key}.test`),
  tabId: 'tab-1',
  retryBaseDelayMs: 50,
  snapshots: { Stargate: { url: '/catalogue/stargate.json', takenAt: 2000 } },
});

describe('start config', () => {
  test('before start there are no URLs and no snapshots, and nothing can be changed', () => {
    const config = initialConfig(900);
    expect(config).toEqual({
      urls: null,
      snapshots: {},
      tabId: null,
      fetchTimeoutMs: 900,
      retryBaseDelayMs: undefined,
    });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.snapshots)).toBe(true);
  });

  test("start builds a new frozen config from the page's options, keeping no reference to them", () => {
    const before = initialConfig(900);
    const given = options();
    const config = startedConfig(before, given);
    expect(config).toMatchObject({
      urls: given.urls,
      tabId: 'tab-1',
      fetchTimeoutMs: 900,
      retryBaseDelayMs: 50,
      snapshots: { Stargate: { url: '/catalogue/stargate.json', takenAt: 2000 } },
    });
    for (const part of [config, config.urls, config.snapshots, config.snapshots.Stargate])
      expect(Object.isFrozen(part)).toBe(true);
    given.urls.stargate = 'https://changed.test';
    given.snapshots!.Stargate!.takenAt = 1;
    expect(config.urls?.stargate).toBe('https://stargate.test');
    expect(config.snapshots.Stargate?.takenAt).toBe(2000);
    expect(before.urls).toBeNull();
  });

  test("the page's fetch timeout wins over the deps'; without a tab id there is none", () => {
    const config = startedConfig(initialConfig(900), {
      urls: options().urls,
      fetchTimeoutMs: 100,
    });
    expect(config).toMatchObject({ fetchTimeoutMs: 100, tabId: null, snapshots: {} });
  });

  test('the engine reads the initial config until start, then the one start built', () => {
    const engineConfig = createEngineConfig(undefined);
    const initial = engineConfig.current();
    const started = engineConfig.start(options());
    expect(engineConfig.current()).toBe(started);
    expect(started).not.toBe(initial);
    expect(initial.urls).toBeNull();
  });
});
