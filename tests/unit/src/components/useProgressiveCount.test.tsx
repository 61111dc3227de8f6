import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROGRESSIVE_INSTANT, useProgressiveCount } from '../../../../src/components/useProgressiveCount';

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

  it('shows everything at once when the list is no longer than a screenful', () => {
    render(<List total={4} />);
    expect(screen.getByText('shown 4 more false')).toBeInTheDocument();
  });

  it('starts again from a screenful for a new search', async () => {
    const { rerender } = render(<List total={100} />);
    expect(await screen.findByText('shown 30 more true')).toBeInTheDocument();
    rerender(<List total={100} resetKey="b" />);
    expect(screen.getByText(`shown ${PROGRESSIVE_INSTANT} more false`)).toBeInTheDocument();
    expect(await screen.findByText('shown 30 more true')).toBeInTheDocument();
  });
});
