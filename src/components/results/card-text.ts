// Small text styles more than one part of a result card uses.
import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** A small capitalised caption: 'Available on', 'Primary Contract · Ethereum'. */
export const Label = styled.p`
  font-size: 0.75rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${theme.colors.textMuted};
`;

/** A plain line of fact: what arrives on the route's destination chain, or that only retired networks list the token. */
export const Arrival = styled.p`
  font-size: 0.85rem;
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
`;
