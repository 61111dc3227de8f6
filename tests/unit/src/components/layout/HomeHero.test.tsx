import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeHero } from '../../../../../src/components/layout/HomeHero';

const TITLE = 'Find Your Bridge';
const SUBTITLE = 'Discover the best cross-chain bridges to move your tokens securely';

function hero() {
  return screen.getByRole('heading', { level: 1, name: TITLE }).parentElement!;
}

describe('HomeHero', () => {
  it.each([false, true])('shows the title and subtitle word for word (compact: %s)', (compact) => {
    render(<HomeHero compact={compact} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${TITLE}$`));
    expect(screen.getByText(SUBTITLE)).toBeInTheDocument();
  });

  it('is full size until asked to be compact', () => {
    render(<HomeHero compact={false} />);
    expect(hero()).not.toHaveAttribute('data-compact');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveStyle({ fontSize: '1.5rem' });
  });

  it('shrinks its title and subtitle when compact', () => {
    render(<HomeHero compact />);
    expect(hero()).toHaveAttribute('data-compact');
    expect(screen.getByRole('heading', { level: 1 })).toHaveStyle({ fontSize: '1.5rem' });
    expect(screen.getByText(SUBTITLE)).toHaveStyle({ fontSize: '0.95rem' });
  });
});
