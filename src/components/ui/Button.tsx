import styled, { css } from 'styled-components';
import { theme } from '../../styles/theme';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: 0 ${theme.space(4)};
  border-radius: ${theme.radii.md};
  font-weight: 600;
  font-size: 0.95rem;
  line-height: 1;
  cursor: pointer;
  white-space: nowrap;
  text-decoration: none;
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    color 120ms ease;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const PrimaryButton = styled.button`
  ${base}
  border: 1px solid transparent;
  background: ${theme.colors.primary};
  color: #fff;
  &:hover:not(:disabled) {
    background: ${theme.colors.primaryHover};
  }
`;

export const SecondaryButton = styled.button`
  ${base}
  border: 1px solid ${theme.colors.borderStrong};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  &:hover:not(:disabled) {
    background: ${theme.colors.surfaceHover};
  }
`;

/** A small text-like action (Copy link). */
export const QuietButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  min-height: 32px;
  padding: 0 ${theme.space(2.5)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  font-size: 0.85rem;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.text};
    border-color: ${theme.colors.borderStrong};
  }
`;
