import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DataFreshness,
  freshnessTexts,
  storageTexts,
} from '../../../../../src/components/status/DataFreshness';
import { PROTOCOLS } from '../../../../../src/shared/tokens';
import { readyStatuses, status } from '../../support/fake-api';
import { renderComponent } from '../../support/render-component';

const MINUTE = 60_000;
const now = 1_700_000_000_000 + 10 * MINUTE;

describe('Storage status lines', () => {
  it('says when the browser does not let us store data, once for every source', () => {
    const statuses = PROTOCOLS.map((p) =>
      status(p, { storage: 'unavailable', persisted: false, savedAt: null }),
    );
    expect(storageTexts(statuses, now)).toEqual([
      'Offline copy unavailable: this browser is not letting us store data.',
    ]);
  });

  it('names a source whose latest list could not be saved and the age of the copy kept', () => {
    const statuses = [
      status('Wormhole'),
      status('Stargate', {
        storage: 'full',
        persisted: false,
        updatedAt: now,
        savedAt: now - 3 * 24 * 60 * MINUTE,
      }),
      status('Orbiter', { storage: 'failed', persisted: false, updatedAt: now, savedAt: null }),
    ];
    expect(storageTexts(statuses, now)).toEqual([
      "Couldn't save the latest Stargate list: storage is full. Showing it now; the saved copy is from 3 days ago.",
      "Couldn't save the latest Orbiter Finance list. Showing it now; it will not be available offline.",
    ]);
  });

  it('says nothing when every source is saved, or when a newer version has its own prompt', () => {
    expect(storageTexts(readyStatuses(), now)).toEqual([]);
    const newer = PROTOCOLS.map((p) => status(p, { storage: 'newer-version', persisted: false }));
    expect(storageTexts(newer, now)).toEqual([]);
  });

  it('shows them in the quiet status region', () => {
    renderComponent(
      <DataFreshness
        statuses={PROTOCOLS.map((p) => status(p, { storage: 'unavailable', persisted: false }))}
        online
      />,
    );
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      'Offline copy unavailable: this browser is not letting us store data.',
    );
  });
});

describe('Failed downloads while data answers', () => {
  const failed = (protocol: 'Wormhole' | 'Stargate' | 'Orbiter') => ({
    code: 'http' as const,
    message: `Failed to fetch ${protocol} data`,
  });
  const SNAPSHOT = Date.parse('2026-11-20T00:00:00Z');

  it("keeps the spec's sentence and says what is shown instead: the snapshot or the saved copy", () => {
    const statuses = [
      status('Wormhole'),
      status('Stargate', { origin: 'snapshot', updatedAt: SNAPSHOT, error: failed('Stargate') }),
      status('Orbiter', { updatedAt: now - 5 * MINUTE, error: failed('Orbiter') }),
    ];
    expect(freshnessTexts(statuses, true, now)).toEqual([
      'Failed to fetch Stargate data — showing the snapshot of 20 Nov 2026',
      'Failed to fetch Orbiter data — showing saved data from 5 min ago',
    ]);
  });

  it("names the source when the spec's sentence does not ('An error occurred')", () => {
    const statuses = [
      status('Orbiter', {
        origin: 'snapshot',
        updatedAt: SNAPSHOT,
        error: { code: 'shape', message: 'An error occurred' },
      }),
    ];
    expect(freshnessTexts(statuses, true, now)).toEqual([
      'Orbiter Finance: An error occurred — showing the snapshot of 20 Nov 2026',
    ]);
  });

  it('says nothing while the download is still being retried, or for a source with no data', () => {
    expect(
      freshnessTexts(
        [
          status('Stargate', { loading: true, error: failed('Stargate') }),
          status('Orbiter', { hasData: false, updatedAt: null, error: failed('Orbiter') }),
        ],
        true,
        now,
      ),
    ).toEqual([]);
  });
});

describe('With results on screen (folded)', () => {
  const SNAPSHOT = Date.parse('2026-11-20T00:00:00Z');
  const failedStargate = status('Stargate', {
    origin: 'snapshot',
    updatedAt: SNAPSHOT,
    error: { code: 'http', message: 'Failed to fetch Stargate data' },
  });
  const unsavedOrbiter = status('Orbiter', {
    storage: 'full',
    persisted: false,
    updatedAt: now - 5 * MINUTE,
    savedAt: null,
  });
  const FAILED = 'Failed to fetch Stargate data — showing the snapshot of 20 Nov 2026';
  const UNSAVED =
    "Couldn't save the latest Orbiter Finance list: storage is full. Showing it now; it will not be available offline.";

  afterEach(() => {
    vi.useRealTimers();
  });

  it('says a late failure in the one folded line, the live region and the details, not in a line of its own', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(now);
    // Rerendered in place: the same live region must say what comes.
    const { rerender } = render(
      <DataFreshness statuses={[status('Wormhole'), status('Stargate')]} online folded />,
    );
    const region = screen.getAllByRole('status')[0]!;
    expect(region).toBeEmptyDOMElement();

    // The refresh fails once the results are on screen, and a list is not saved.
    rerender(
      <DataFreshness
        statuses={[status('Wormhole'), failedStargate, unsavedOrbiter]}
        online
        folded
      />,
    );
    // The same live region says both sentences, word for word, visually hidden: no line pushes
    // the results down.
    expect(screen.getAllByRole('status')[0]).toBe(region);
    const said = within(region).getAllByRole('paragraph');
    expect(said.map((line) => line.textContent)).toEqual([FAILED, UNSAVED]);
    for (const line of said) expect(line).toHaveClass('visually-hidden');
    // The folded line leads with them, amber.
    const toggle = screen.getByRole('button', { name: /^Data: / });
    expect(toggle).toHaveTextContent(
      /^Data: Stargate failed to update · Orbiter Finance not saved offline · oldest updated 10 min ago/,
    );
    expect(toggle).toHaveAttribute('data-tone', 'offline');
    // Its details show the sentences under the per-source lines (the region says them to
    // assistive tech, once).
    const notes = screen.getByTestId('source-notes');
    expect(notes).not.toBeVisible();
    vi.useRealTimers();
    await userEvent.setup().click(toggle);
    expect(notes).toBeVisible();
    expect(notes).toHaveAttribute('aria-hidden', 'true');
    expect(
      within(notes)
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent),
    ).toEqual([FAILED, UNSAVED]);
    expect(
      within(screen.getByRole('list', { name: 'Token data sources' })).getByText(
        /^Failed: Failed to fetch Stargate data · snapshot of 20 Nov 2026/,
      ),
    ).toBeVisible();
  });

  it('keeps the offline line in view, and every line in view when not folded', () => {
    // Rerendered in place: the same live region must say what comes.
    const { rerender } = render(
      <DataFreshness statuses={[status('Wormhole'), unsavedOrbiter]} online={false} folded />,
    );
    const region = screen.getAllByRole('status')[0]!;
    const [offline, unsaved] = within(region).getAllByRole('paragraph');
    expect(offline).toHaveTextContent(/^Offline — showing data from /);
    expect(offline).not.toHaveClass('visually-hidden');
    expect(unsaved).toHaveTextContent(UNSAVED);
    expect(unsaved).toHaveClass('visually-hidden');

    rerender(<DataFreshness statuses={[failedStargate, unsavedOrbiter]} online />);
    const lines = within(region).getAllByRole('paragraph');
    expect(lines.map((line) => line.textContent)).toEqual([FAILED, UNSAVED]);
    for (const line of lines) expect(line).not.toHaveClass('visually-hidden');
    expect(screen.queryByTestId('source-notes')).toBeNull();
  });
});
