import { describe, expect, it } from 'vitest';
import {
  FIRST_RENDER_MODE,
  firstLoadingAtOnce,
  FRAME_BUDGET_MS,
  LOADING_STATE_DELAY_MS,
  nextLoadingAtOnce,
  nextRenderMode,
  SLOW_ANSWER_MS,
  SLOW_FIRST_RENDER_MS,
  SYNC_BUDGET_MS,
} from '../../../../src/data/render-mode';

describe('nextRenderMode', () => {
  it('starts with transitions', () => {
    expect(FIRST_RENDER_MODE).toBe('transition');
  });

  it('renders in the event after a transition answer that committed within the sync budget', () => {
    expect(nextRenderMode('transition', 0.5)).toBe('sync');
    expect(nextRenderMode('transition', SYNC_BUDGET_MS)).toBe('sync');
  });

  it('keeps transitions after a transition answer over the sync budget', () => {
    expect(nextRenderMode('transition', SYNC_BUDGET_MS + 0.1)).toBe('transition');
    expect(nextRenderMode('transition', 400)).toBe('transition');
  });

  it('keeps rendering in the event while a synchronous answer fits in a frame', () => {
    expect(nextRenderMode('sync', 2)).toBe('sync');
    // Between the budgets the mode stays: one answer near the line does not flip it.
    expect(nextRenderMode('sync', (SYNC_BUDGET_MS + FRAME_BUDGET_MS) / 2)).toBe('sync');
    expect(nextRenderMode('sync', FRAME_BUDGET_MS)).toBe('sync');
  });

  it('goes back to transitions after a synchronous answer that took longer than a frame', () => {
    expect(nextRenderMode('sync', FRAME_BUDGET_MS + 0.1)).toBe('transition');
    expect(nextRenderMode('sync', 1200)).toBe('transition');
  });
});

describe('nextLoadingAtOnce', () => {
  it('shows the loading state at once after an answer that took longer than SLOW_ANSWER_MS', () => {
    expect(nextLoadingAtOnce(false, SLOW_ANSWER_MS + 0.1)).toBe(true);
    expect(nextLoadingAtOnce(false, 900)).toBe(true);
  });

  it('keeps the delay after a quicker answer, on a mid-range phone as on a fast device', () => {
    expect(SLOW_ANSWER_MS).toBeGreaterThan(LOADING_STATE_DELAY_MS);
    expect(nextLoadingAtOnce(false, SLOW_ANSWER_MS)).toBe(false);
    expect(nextLoadingAtOnce(false, LOADING_STATE_DELAY_MS * 2)).toBe(false);
    expect(nextLoadingAtOnce(false, 3)).toBe(false);
  });

  it('stays at once until an answer renders within the delay', () => {
    // A short answer on the slow phone: quicker, but still past the delay.
    expect(nextLoadingAtOnce(true, LOADING_STATE_DELAY_MS + 0.1)).toBe(true);
    expect(nextLoadingAtOnce(true, SLOW_ANSWER_MS + 10)).toBe(true);
    expect(nextLoadingAtOnce(true, LOADING_STATE_DELAY_MS)).toBe(false);
    expect(nextLoadingAtOnce(true, 4)).toBe(false);
  });
});

describe('firstLoadingAtOnce', () => {
  it('shows the first search as loading at once after a first render slower than SLOW_FIRST_RENDER_MS', () => {
    expect(firstLoadingAtOnce(SLOW_FIRST_RENDER_MS + 0.1)).toBe(true);
    expect(firstLoadingAtOnce(600)).toBe(true);
  });

  it('keeps the delay after a first render a fast or mid-range device makes', () => {
    expect(firstLoadingAtOnce(SLOW_FIRST_RENDER_MS)).toBe(false);
    expect(firstLoadingAtOnce(90)).toBe(false);
    expect(firstLoadingAtOnce(15)).toBe(false);
  });
});
