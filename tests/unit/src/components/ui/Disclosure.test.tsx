import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Disclosure } from '../../../../../src/components/ui/Disclosure';
import { renderComponent } from '../../support/render-component';

function renderDisclosure(defaultOpen?: boolean) {
  renderComponent(
    <Disclosure summary="Addresses differ on 3 chains" defaultOpen={defaultOpen}>
      <ul>
        <li>Arbitrum: Stargate 0xaf88…5831 vs Orbiter Finance 0xFF97…5CC8</li>
      </ul>
    </Disclosure>,
  );
  return screen.getByRole('button', { name: 'Addresses differ on 3 chains' });
}

describe('Disclosure', () => {
  it('is a collapsed button controlling a hidden region, its details out of the accessibility tree', () => {
    const toggle = renderDisclosure();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('opens and closes with a click, and says so', async () => {
    const user = userEvent.setup();
    const toggle = renderDisclosure();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listitem')).toHaveTextContent('Arbitrum: Stargate');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('is reached with Tab and toggled with Enter and Space, keeping the focus', async () => {
    const user = userEvent.setup();
    const toggle = renderDisclosure();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('can start open', () => {
    const toggle = renderDisclosure(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listitem')).toBeVisible();
  });
});
