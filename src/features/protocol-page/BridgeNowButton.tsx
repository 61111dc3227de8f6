import styled from 'styled-components';
import { PrimaryButton } from '../../components/ui/Button';

/** A token card's 'Bridge Now': full width at the card's foot. */
export const BridgeNowButton = styled(PrimaryButton)`
  margin-top: auto;
  width: 100%;
`;
