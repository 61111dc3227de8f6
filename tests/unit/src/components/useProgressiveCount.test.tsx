import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fillStep,
  PROGRESSIVE_FILL_FRAMES,
  PROGRESSIVE_FILL_STEP,
  PROGRESSIVE_INSTANT,
  useProgressiveCount,
} from '../../../../src/components/useProgressiveCount';

function List({ total, resetKey = 'a' }: { total: number; resetKey?: string }) {
  const { shown, more } = useProgressiveCount(total, resetKey, 30, 30);
  return (
    <p>
      shown {shown} more {String(more)}
    </p>
  );
}

describe('useProgressiveCount', () => {
  it('paints a screenful first, fills the first batch a frame later, then offers more', async () => {
    render(<List total={100} />);
    // The first render: only the instant cards, and no 'more' while the batch fills in.
    expect(screen.getByText(`shown ${PROGRESSIVE_INSTANT} more false`)).toBeInTheDocument();
    expect(await screen.findByText('shown 30 more true')).toBeInTheDocument();
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
});
