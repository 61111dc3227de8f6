import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenLogo } from '../../../../../src/components/results/TokenLogo';
import { tokenIconUrl } from '../../../../../src/components/results/icons';
import { renderComponent } from '../../support/render-component';

const image = (container: HTMLElement) => container.querySelector('img');

afterEach(() => vi.restoreAllMocks());

describe('TokenLogo', () => {
  it('asks for no third-party logo offline: our icon, or the letter circle', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = renderComponent(
      <TokenLogo
        src="https://logos.example/usdc.png"
        iconSrc="/icons/tokens/USDC.svg"
        symbol="USDC"
        fallback
      />,
    );
    expect(image(container)).toHaveAttribute('src', '/icons/tokens/USDC.svg');
    const { container: bare } = renderComponent(
      <TokenLogo src="https://logos.example/ethx.svg" symbol="ETHx" fallback />,
    );
    expect(image(bare)).toBeNull();
    expect(screen.getByText('E')).toBeInTheDocument();
  });

  it("prefers the source's own logo, then our icon, then the letter circle", () => {
    const { container } = renderComponent(
      <TokenLogo
        src="https://logos.example/usdc.png"
        iconSrc="/icons/tokens/USDC.svg"
        symbol="USDC"
        fallback
      />,
    );
    expect(image(container)).toHaveAttribute('src', 'https://logos.example/usdc.png');
    fireEvent.error(image(container)!);
    expect(image(container)).toHaveAttribute('src', '/icons/tokens/USDC.svg');
    expect(image(container)).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image(container)!);
    expect(image(container)).toBeNull();
    expect(screen.getByText('U')).toBeInTheDocument();
  });

  it('uses our icon when the source gives no logo, or an unsafe one', () => {
    const { container } = renderComponent(
      <TokenLogo src="javascript:alert(1)" iconSrc="/icons/tokens/ETH.svg" symbol="ETH" />,
    );
    expect(image(container)).toHaveAttribute('src', '/icons/tokens/ETH.svg');
  });

  it('knows which symbols the build shipped an icon for', () => {
    // The test datasets carry USDC; no dataset has this made-up symbol.
    expect(tokenIconUrl('usdc')).toBe('/icons/tokens/USDC.svg');
    expect(tokenIconUrl('NOTATOKEN123')).toBeUndefined();
  });
});
