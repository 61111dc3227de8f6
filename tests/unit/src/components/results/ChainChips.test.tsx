import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COLLAPSED_CHAINS, ChainChips } from '../../../../../src/components/results/ChainChips';
import { renderComponent } from '../../support/render-component';

const chains = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Chain ${index + 1}` }));

describe('ChainChips', () => {
  it('collapses a long list to the first few chains and a "+N more" button that shows the rest', async () => {
    const user = userEvent.setup();
    renderComponent(<ChainChips chains={chains(18)} collapse />);
    expect(screen.getAllByRole('listitem')).toHaveLength(COLLAPSED_CHAINS + 1);
    const more = screen.getByRole('button', { name: `Show ${18 - COLLAPSED_CHAINS} more chains` });
    expect(more).toHaveTextContent(`+${18 - COLLAPSED_CHAINS} more`);
    await user.click(more);
    expect(screen.getByText('Chain 18')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows every chain when not collapsed, or when only one would be hidden', () => {
    const { unmount } = renderComponent(<ChainChips chains={chains(18)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(18);
    unmount();
    renderComponent(<ChainChips chains={chains(COLLAPSED_CHAINS + 1)} collapse />);
    expect(screen.getAllByRole('listitem')).toHaveLength(COLLAPSED_CHAINS + 1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
