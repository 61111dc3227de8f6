import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fillStep,
  PROGRESSIVE_FILL_FRAMES,
  PROGRESSIVE_FILL_STEP,
  PROGRESSIVE_INSTANT,
  useProgressiveCount,
} from '../../../../../src/components/results/useProgressiveCount';
import { stubInertObserver } from '../../support/inert-observer';

function List({ total, resetKey = 'a' }: { total: number; resetKey?: string }) {
  const { shown, more } = useProgressiveCount(total, resetKey, 30, 30);
  return (
    <p>
      shown {shown} more {String(more)}
    </p>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useProgressiveCount', () => {
  it('paints a screenful first, fills the first batch a frame later, then offers more', async () => {
    render(<List total={100} />);
    // The first render: only the instant cards, and no 'more' while the batch fills in.
    expect(screen.getByText(`shown ${PROGRESSIVE_INSTANT} more false`)).toBeInTheDocument();
    expect(await screen.findByText('shown 30 more true')).toBeInTheDocument();
  });

  it('with no instant items, commits none first, then the first screen alone, then the rest', async () => {
    const seen: number[] = [];
    function Recorder() {
      const { shown } = useProgressiveCount(100, 'a', 30, 30, 0, true, () => 3);
      seen.push(shown);
      return <p>shown {shown}</p>;
    }
    render(<Recorder />);
    expect(await screen.findByText('shown 30')).toBeInTheDocument();
    const counts = [...new Set(seen)];
    expect(counts.slice(0, 2)).toEqual([0, 3]);
    expect(counts.length).toBeGreaterThan(3);
  });

  it('shows everything at once when the list is no longer than the first frame holds', () => {
    render(<List total={PROGRESSIVE_INSTANT} />);
    expect(screen.getByText(`shown ${PROGRESSIVE_INSTANT} more false`)).toBeInTheDocument();
  });

  it('fills a short list within a few frames and never offers more', async () => {
    const total = PROGRESSIVE_INSTANT + PROGRESSIVE_FILL_STEP + 1;
    render(<List total={total} />);
    expect(screen.getByText(`shown ${PROGRESSIVE_INSTANT} more false`)).toBeInTheDocument();
    expect(await screen.findByText(`shown ${total} more false`)).toBeInTheDocument();
  });

  it('adds at most a step of items per frame while the first batch fills in', async () => {
    const seen: number[] = [];
    function Recorder() {
      const { shown } = useProgressiveCount(100, 'a', 30, 30);
      seen.push(shown);
      return <p>shown {shown}</p>;
    }
    render(<Recorder />);
    expect(await screen.findByText('shown 30')).toBeInTheDocument();
    const steps = seen.slice(1).map((count, index) => count - seen[index]!);
    expect(Math.max(...steps)).toBeLessThanOrEqual(PROGRESSIVE_FILL_STEP);
    expect(new Set(seen).size).toBeGreaterThan(2);
  });

  it('starts again from a screenful for a new search', async () => {
    const { rerender } = render(<List total={100} />);
    expect(await screen.findByText('shown 30 more true')).toBeInTheDocument();
    rerender(<List total={100} resetKey="b" />);
    expect(screen.getByText(`shown ${PROGRESSIVE_INSTANT} more false`)).toBeInTheDocument();
    expect(await screen.findByText('shown 30 more true')).toBeInTheDocument();
  });

  it("draws a new search whose answer commits while the previous one's first cards wait in a transition", async () => {
    // Two answers back to back (a From and a To chain chosen within a few ms): the first commits
    // with no card and asks for its first screen in a transition; the second commits, in a sync
    // render, before that transition renders. Its reset replays over the transition's update, so
    // the list holds no card, and an effect that re-ran only on a changed count never asked again.
    // Stable, as the result list's own (a new function each render would re-run the effect).
    const firstScreen = () => 3;
    function Recorder({ resetKey }: { resetKey: string }) {
      const { shown } = useProgressiveCount(100, resetKey, 30, 30, 0, true, firstScreen);
      return <p>shown {shown}</p>;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<Recorder resetKey="a" />));
    expect(host.textContent).toBe('shown 0');
    flushSync(() => root.render(<Recorder resetKey="b" />));
    expect(host.textContent).toBe('shown 0');
    await waitFor(() => expect(host.textContent).toBe('shown 30'));
    act(() => root.unmount());
    host.remove();
  });

  it('fills a larger first batch within a bounded number of frames, never less than a step', () => {
    // The search results' batch (30 after 2): the minimum step.
    expect(fillStep(30, PROGRESSIVE_INSTANT)).toBe(PROGRESSIVE_FILL_STEP);
    // A protocol page's 60: more per frame, still done within the frame bound.
    const step = fillStep(60, PROGRESSIVE_INSTANT);
    expect(step).toBeGreaterThan(PROGRESSIVE_FILL_STEP);
    expect(Math.ceil((60 - PROGRESSIVE_INSTANT) / step)).toBeLessThanOrEqual(
      PROGRESSIVE_FILL_FRAMES,
    );
  });

  it("moves the focus to the first item 'Show more' adds, the button gone or not", async () => {
    // As in a browser, the list grows by scrolling only when its end (the sentinel) comes near,
    // which it never does here: without the observer or the sentinel, the list would grow on a
    // 50 ms timer of its own, racing the clicks (a loaded machine lost that race).
    stubInertObserver();
    const user = userEvent.setup();
    function Items({ total }: { total: number }) {
      const { shown, more, sentinelRef, listRef, showMore } = useProgressiveCount(
        total,
        'a',
        30,
        30,
      );
      return (
        <>
          <ul ref={listRef}>
            {Array.from({ length: shown }, (_, index) => (
              <li key={index}>item {index}</li>
            ))}
          </ul>
          <div ref={sentinelRef} />
          {more && (
            <button type="button" onClick={showMore}>
              Show more
            </button>
          )}
        </>
      );
    }
    render(<Items total={75} />);
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByText('item 30')).toHaveFocus());
    // Out of the Tab order: only the focus it was given.
    expect(screen.getByText('item 30')).toHaveAttribute('tabindex', '-1');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    // The last batch: the button is gone, and the focus is not left on the page's body.
    await waitFor(() => expect(screen.getByText('item 60')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('counts each later batch from its own first item, and never renumbers an item on screen', async () => {
    const places = new Map<number, number[]>();
    function Places({ total }: { total: number }) {
      const { shown, placeInBatch, showMore } = useProgressiveCount(total, 'a', 30, 30);
      for (let index = 0; index < shown; index++) {
        const seen = places.get(index) ?? [];
        if (seen.at(-1) !== placeInBatch(index)) places.set(index, [...seen, placeInBatch(index)]);
      }
      return (
        <>
          <p>shown {shown}</p>
          <button type="button" onClick={showMore}>
            more
          </button>
        </>
      );
    }
    // A search's first answer holds 24 options; the rest arrive after the batch has filled in.
    const { rerender } = render(<Places total={24} />);
    expect(await screen.findByText('shown 24')).toBeInTheDocument();
    rerender(<Places total={90} />);
    expect(await screen.findByText('shown 30')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(await screen.findByText('shown 60')).toBeInTheDocument();
    // The first batch keeps the list's own order (the entrance is staggered by it)...
    expect(places.get(5)).toEqual([5]);
    expect(places.get(23)).toEqual([23]);
    // ...the options that arrived later start again from 0, as does the next batch.
    expect(places.get(24)).toEqual([0]);
    expect(places.get(29)).toEqual([5]);
    expect(places.get(30)).toEqual([0]);
    expect(places.get(59)).toEqual([29]);
  });
});
