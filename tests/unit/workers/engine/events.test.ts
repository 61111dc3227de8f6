import { describe, expect, test } from 'vitest';
import { createEngineEvents } from '../../../../workers/engine/events';

describe('createEngineEvents', () => {
  test('an event reaches its listeners in the order they were added, and no others', () => {
    const events = createEngineEvents();
    const heard: string[] = [];
    events.on('data-changed', () => heard.push('first'));
    events.on('data-changed', () => heard.push('second'));
    events.on('source-saved', ({ protocol, updatedAt }) => heard.push(`${protocol} ${updatedAt}`));
    events.emit('data-changed', undefined);
    expect(heard).toEqual(['first', 'second']);
    events.emit('source-saved', { protocol: 'Stargate', updatedAt: 5 });
    expect(heard).toEqual(['first', 'second', 'Stargate 5']);
  });

  test('an event nobody listens to is dropped', () => {
    const events = createEngineEvents();
    expect(() => events.emit('baseline-read', undefined)).not.toThrow();
  });
});
