import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type { SourceStatus } from '../../shared/contract';
import { PROTOCOL_DISPLAY_NAME, type Protocol } from '../../shared/tokens';

const Line = styled.p`
  font-size: 0.85rem;
  color: ${theme.colors.textMuted};
`;

/**
 * Sentences saying which sources the results lack: still loading, or failed with no saved
 * data. Only the sources the search covers count.
 */
export function sourceNotices(statuses: SourceStatus[], protocol?: Protocol): string[] {
  const relevant = statuses.filter((status) => !protocol || status.protocol === protocol);
  const loading = relevant.filter((status) => !status.hasData && status.loading);
  const failed = relevant.filter((status) => !status.hasData && !status.loading && status.error);
  const notices: string[] = [];
  if (loading.length > 0) {
    notices.push(
      `Still loading: ${loading.map((status) => PROTOCOL_DISPLAY_NAME[status.protocol]).join(', ')}`,
    );
  }
  for (const status of failed) {
    notices.push(
      `${PROTOCOL_DISPLAY_NAME[status.protocol]} unavailable: ${status.error?.message ?? ''}`,
    );
  }
  return notices;
}

export function SourceNotice({
  statuses,
  protocol,
}: {
  statuses: SourceStatus[];
  protocol?: Protocol;
}) {
  const notices = sourceNotices(statuses, protocol);
  if (notices.length === 0) return null;
  return (
    <div data-testid="source-notice">
      {notices.map((notice) => (
        <Line key={notice}>{notice}</Line>
      ))}
    </div>
  );
}
