import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type { SourceStatus } from '../../shared/contract';
import { PROTOCOL_DISPLAY_NAME, type Protocol } from '../../shared/tokens';

const Line = styled.p`
  font-size: 0.85rem;
  color: ${theme.colors.textMuted};
`;

/** Only the sources the search covers count. */
function covered(statuses: SourceStatus[], protocol?: Protocol): SourceStatus[] {
  return statuses.filter((status) => !protocol || status.protocol === protocol);
}

/** 'Still loading: {A}, {B}': the sources the results lack for now, or null. */
export function loadingNotice(statuses: SourceStatus[], protocol?: Protocol): string | null {
  const loading = covered(statuses, protocol).filter((status) => !status.hasData && status.loading);
  if (loading.length === 0) return null;
  return `Still loading: ${loading.map((status) => PROTOCOL_DISPLAY_NAME[status.protocol]).join(', ')}`;
}

/**
 * Sentences saying which sources the results lack: still loading (unless `withLoading` is
 * false: the results say that in the line over them), or failed with no saved data.
 */
export function sourceNotices(
  statuses: SourceStatus[],
  protocol?: Protocol,
  withLoading = true,
): string[] {
  const failed = covered(statuses, protocol).filter(
    (status) => !status.hasData && !status.loading && status.error,
  );
  const notices: string[] = [];
  const loading = withLoading ? loadingNotice(statuses, protocol) : null;
  if (loading) notices.push(loading);
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
  withLoading = true,
}: {
  statuses: SourceStatus[];
  protocol?: Protocol;
  withLoading?: boolean;
}) {
  const notices = sourceNotices(statuses, protocol, withLoading);
  if (notices.length === 0) return null;
  return (
    <div data-testid="source-notice">
      {notices.map((notice) => (
        <Line key={notice}>{notice}</Line>
      ))}
    </div>
  );
}
