import styled from 'styled-components';
import { theme } from '../styles/theme';

const Box = styled.main.attrs({ id: 'content', tabIndex: -1 })`
  flex: 1;
  max-width: 720px;
  margin: 0 auto;
  padding: ${theme.space(16)} ${theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
`;

const Title = styled.h1`
  font-size: 1.6rem;
  font-weight: 700;
`;

const Detail = styled.pre`
  margin: 0;
  padding: ${theme.space(4)};
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.textMuted};
  font-family: ${theme.fonts.mono};
  font-size: 0.9rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The error's message, else its status (and status text), else its text. */
export function describeRouteError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (error && typeof error === 'object') {
    const record = error as { status?: unknown; statusText?: unknown; message?: unknown };
    if (typeof record.message === 'string' && record.message) return record.message;
    if (record.status !== undefined) {
      return [String(record.status), typeof record.statusText === 'string' ? record.statusText : '']
        .filter(Boolean)
        .join(' ');
    }
  }
  return String(error);
}

/** The router's fallback screen, 'Unexpected Application Error!' with the message or status. */
export function RouterErrorView({ error }: { error: unknown }) {
  return (
    <Box>
      <Title>Unexpected Application Error!</Title>
      <Detail>{describeRouteError(error)}</Detail>
      <p>
        <a href="/">Return to Home</a>
      </p>
    </Box>
  );
}
