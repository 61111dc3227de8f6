import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AGE_TICK_MS,
  DataFreshness,
  freshnessTexts,
} from '../../../../../src/components/status/DataFreshness';
import {
  SourceAges,
  sourceAgeText,
  sourcesSummary,
  summaryWarnings,
} from '../../../../../src/components/status/SourceAges';
import type { TokenListResponse } from '../../../../../src/shared/contract';
import type { Protocol } from '../../../../../src/shared/tokens';
import { createFakeApi, readyStatuses, response, status } from '../../support/fake-api';
import { stargateUsdc } from '../../support/options';
import { renderApp } from '../../support/render';
import { renderComponent } from '../../support/render-component';
import { PROTOCOL_REGISTRY } from '../../../../../src/shared/protocol-registry.mjs';

/** How many sources the product reads: one per protocol of the registry. */
const ALL = PROTOCOL_REGISTRY.length;

const FETCHED = 1_700_000_000_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function strip() {
  return screen.getByRole('list', { name: 'Token data sources' });
}

function lines() {
  return within(strip())
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('Data age per source', () => {
  it('words every state of a source', () => {
    const now = FETCHED + 5 * MINUTE;
    expect(sourceAgeText(status('Wormhole'), true, now).text).toBe('Updated 5 min ago');
    expect(sourceAgeText(status('Wormhole', { updatedAt: now - 10 }), true, now).text).toBe(
      'Updated just now',
    );
    expect(
      sourceAgeText(
        status('Stargate', { loading: true, hasData: false, updatedAt: null }),
        true,
        now,
      ).text,
    ).toBe('Loading…');
    const failed = { code: 'http' as const, message: 'Failed to fetch Orbiter data' };
    expect(
      sourceAgeText(
        status('Orbiter', { hasData: false, updatedAt: null, error: failed }),
        true,
        now,
      ).text,
    ).toBe('Failed: Failed to fetch Orbiter data');
    expect(sourceAgeText(status('Orbiter', { error: failed }), true, now).text).toBe(
      'Failed: Failed to fetch Orbiter data · updated 5 min ago',
    );
    // Offline is said once, by the banner: the line says what it holds.
    expect(sourceAgeText(status('Wormhole'), false, now)).toEqual({
      text: 'Updated 5 min ago',
      tone: 'offline',
    });
    // The catalogue shipped with the app says so, with its date, until the live list replaces it.
    const snapshot = status('Stargate', {
      origin: 'snapshot',
      updatedAt: Date.parse('2026-11-20T00:00:00Z'),
    });
    expect(sourceAgeText(snapshot, true, now)).toEqual({
      text: 'Snapshot of 20 Nov 2026',
      tone: 'ok',
    });
    const snapshotFailed = {
      ...snapshot,
      error: { code: 'http' as const, message: 'Failed to fetch Stargate data' },
    };
    expect(sourceAgeText(snapshotFailed, true, now)).toEqual({
      text: 'Failed: Failed to fetch Stargate data · snapshot of 20 Nov 2026',
      tone: 'offline',
    });
    expect(sourceAgeText(snapshot, false, now).text).toBe('Snapshot of 20 Nov 2026');
    expect(
      sourceAgeText(status('Wormhole', { hasData: false, updatedAt: null }), false, now).text,
    ).toBe('No data yet');
  });

  it('says how many malformed rows the data held left out, whatever else it says', () => {
    const now = FETCHED + 5 * MINUTE;
    expect(sourceAgeText(status('Stargate', { skippedCount: 3 }), true, now).text).toBe(
      'Updated 5 min ago · 3 malformed rows skipped',
    );
    expect(sourceAgeText(status('Stargate', { skippedCount: 1 }), false, now).text).toBe(
      'Updated 5 min ago · 1 malformed row skipped',
    );
    const failed = { code: 'http' as const, message: 'Failed to fetch Orbiter data' };
    expect(sourceAgeText(status('Orbiter', { skippedCount: 2, error: failed }), true, now)).toEqual(
      {
        text: 'Failed: Failed to fetch Orbiter data · updated 5 min ago · 2 malformed rows skipped',
        tone: 'offline',
      },
    );
    // Without data there is nothing the count could be about.
    const none = status('Orbiter', { hasData: false, updatedAt: null, skippedCount: 2 });
    expect(sourceAgeText(none, true, now).text).toBe('Waiting');
  });

  it("says a shipped snapshot's data date, and plainly when it is over 90 days old", () => {
    const today = Date.parse('2026-11-27T15:00:00Z');
    const orbiter = status('Orbiter', {
      origin: 'snapshot',
      updatedAt: Date.parse('2024-11-14T00:00:00Z'),
    });
    // Amber, not green: and the words say why.
    expect(sourceAgeText(orbiter, true, today)).toEqual({
      text: 'Snapshot of 14 Nov 2024 · over 2 years old',
      tone: 'old',
    });
    const stargate = {
      ...orbiter,
      protocol: 'Stargate' as const,
      updatedAt: Date.parse('2025-12-03T00:00:00Z'),
    };
    expect(sourceAgeText(stargate, true, today).text).toBe(
      'Snapshot of 3 Dec 2025 · over 11 months old',
    );
    const recent = { ...orbiter, updatedAt: Date.parse('2026-08-30T00:00:00Z') };
    expect(sourceAgeText(recent, true, today)).toEqual({
      text: 'Snapshot of 30 Aug 2026',
      tone: 'ok',
    });
    // A failure or being offline says more than the age does.
    expect(sourceAgeText(orbiter, false, today).tone).toBe('offline');
    // Live data kept from long ago is dated as such, not called a stale snapshot.
    const live = { ...orbiter, origin: 'live' as const };
    expect(sourceAgeText(live, true, today).tone).toBe('ok');
  });

  it('dates a generated list by the day its package version was published, and says so', () => {
    const today = Date.parse('2026-11-29T15:00:00Z');
    const takenAt = Date.parse('2026-09-18T00:00:00Z');
    const across = status('Across', { origin: 'snapshot', updatedAt: takenAt });
    const shipped = { url: '/catalogue/across.json', takenAt, registryVersion: '3.1.127' };
    expect(sourceAgeText(across, true, today, shipped)).toEqual({
      text: 'registry 3.1.127, published 18 Sep 2026',
      tone: 'ok',
    });
    // Another build's snapshot kept in the browser is not described by this build's facts.
    const older = { ...across, updatedAt: Date.parse('2026-08-22T00:00:00Z') };
    expect(sourceAgeText(older, true, today, shipped).text).toBe(
      'Snapshot of 22 Aug 2026 · over 3 months old',
    );
  });

  it('says old data from the publish day on: a version published over 90 days ago', () => {
    const takenAt = Date.parse('2026-08-22T00:00:00Z');
    const wormhole = status('Wormhole', { origin: 'snapshot', updatedAt: takenAt });
    const shipped = { url: '/catalogue/wormhole.json', takenAt, registryVersion: '6.1.5' };
    // 90 days after its publish day it is not yet old; the day after, it is, in true words.
    expect(sourceAgeText(wormhole, true, takenAt + 90 * DAY, shipped)).toEqual({
      text: 'registry 6.1.5, published 22 Aug 2026',
      tone: 'ok',
    });
    expect(sourceAgeText(wormhole, true, takenAt + 99 * DAY, shipped)).toEqual({
      text: 'registry 6.1.5, published 22 Aug 2026 · over 3 months old',
      tone: 'old',
    });
  });

  it('never shows the day of the build for a version with no recorded publish date', () => {
    // The build stamps such a list with its own day, only to order it against saved data.
    const built = Date.parse('2026-11-29T00:00:00Z');
    const across = status('Across', { origin: 'snapshot', updatedAt: built });
    const shipped = {
      url: '/catalogue/across.json',
      takenAt: built,
      registryVersion: '3.1.128',
      undated: true as const,
    };
    expect(sourceAgeText(across, true, built + DAY, shipped)).toEqual({
      text: 'registry 3.1.128, publish date unknown',
      tone: 'ok',
    });
    // Its data is no newer than the build: a build over 90 days old holds old data, and its dot
    // says so, still without a day.
    expect(sourceAgeText(across, true, built + 400 * DAY, shipped)).toEqual({
      text: 'registry 3.1.128, publish date unknown',
      tone: 'old',
    });
    expect(sourceAgeText(across, false, built + DAY, shipped)).toEqual({
      text: 'registry 3.1.128, publish date unknown',
      tone: 'offline',
    });
    // It counts as a source with data, never as the oldest: the others' dates stand.
    const orbiter = status('Orbiter', {
      origin: 'snapshot',
      updatedAt: Date.parse('2024-11-14T00:00:00Z'),
    });
    const snapshots = { Across: shipped };
    expect(sourcesSummary([across, orbiter], true, built + DAY, snapshots).text).toBe(
      'Data: 2 sources · snapshot of 14 Nov 2024',
    );
    // Alone, it gives the summary no age at all; its line under Details says why.
    expect(sourcesSummary([across], true, built + DAY, snapshots).text).toBe('Data: 1 source');
    expect(freshnessTexts([across], false, built + 3 * DAY, snapshots)).toEqual([
      'Offline — showing saved data',
    ]);
    expect(freshnessTexts([across, orbiter], false, built + DAY, snapshots)).toEqual([
      'Offline — showing data from 746 days ago',
    ]);
    const failed = { code: 'http' as const, message: 'Failed to fetch Across data' };
    expect(freshnessTexts([{ ...across, error: failed }], true, built + DAY, snapshots)).toEqual([
      'Failed to fetch Across data — showing the registry 3.1.128, publish date unknown',
    ]);
  });

  it('counts the minutes on, refreshed every minute', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(FETCHED + 5 * MINUTE);
    renderComponent(<DataFreshness statuses={[status('Stargate')]} online />);
    expect(lines()).toEqual(['Stargate Updated 5 min ago']);
    act(() => vi.advanceTimersByTime(AGE_TICK_MS));
    expect(lines()).toEqual(['Stargate Updated 6 min ago']);
    // The strip is not a live region: a minute passing is not announced.
    expect(strip().closest('[role="status"]')).toBeNull();
  });

  it('is shown on the home page for every source', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(FETCHED + 5 * MINUTE);
    const failed = { code: 'http' as const, message: 'Failed to fetch Orbiter data' };
    await renderApp(
      '/',
      createFakeApi({
        statuses: [
          status('Wormhole'),
          status('Stargate', { loading: true, hasData: false, updatedAt: null }),
          status('Orbiter', { hasData: false, updatedAt: null, error: failed }),
        ],
      }),
    );
    await screen.findByRole('list', { name: 'Token data sources' });
    expect(lines()).toEqual([
      'Wormhole Updated 5 min ago',
      'Stargate Loading…',
      'Orbiter Finance Failed: Failed to fetch Orbiter data',
    ]);
  });

  it('is shown on a protocol page for that source only', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(FETCHED + 5 * MINUTE);
    await renderApp(
      '/tokens/stargate',
      createFakeApi({
        listTokens: (protocol): TokenListResponse => ({
          ok: true,
          protocol,
          tokens: [],
          status: status(protocol),
        }),
      }),
    );
    await screen.findByText('No tokens found for this protocol.');
    expect(lines()).toEqual(['Stargate Updated 5 min ago']);
  });
});

describe('The folded strip, once results are on screen', () => {
  const today = Date.parse('2026-11-27T15:00:00Z');
  const snapshot = (protocol: 'Wormhole' | 'Stargate' | 'Orbiter', day: string, skipped = 0) =>
    status(protocol, { origin: 'snapshot', updatedAt: Date.parse(day), skippedCount: skipped });

  it('sums the sources up in one line: how many answer and the age of the oldest data', () => {
    const now = FETCHED + 5 * MINUTE;
    expect(sourcesSummary(readyStatuses(), true, now)).toEqual({
      text: `Data: ${ALL} sources · updated 5 min ago`,
      tone: 'ok',
    });
    const mixed = [status('Wormhole'), status('Stargate', { updatedAt: now - 10 })];
    expect(sourcesSummary(mixed, true, now).text).toBe(
      'Data: 2 sources · oldest updated 5 min ago',
    );
    const shipped = [
      snapshot('Wormhole', '2026-11-25T00:00:00Z'),
      snapshot('Stargate', '2025-12-03T00:00:00Z'),
      snapshot('Orbiter', '2024-11-14T00:00:00Z'),
    ];
    // Its amber dot leads the line; the age in words is for those who do not see the dot.
    expect(sourcesSummary(shipped, true, today)).toEqual({
      text: 'Data: 3 sources · oldest 14 Nov 2024',
      tone: 'old',
      old: 'over 2 years old',
    });
    const recent = [
      snapshot('Wormhole', '2026-11-25T00:00:00Z'),
      status('Stargate', { updatedAt: today - 5 * MINUTE }),
    ];
    expect(sourcesSummary(recent, true, today)).toEqual({
      text: 'Data: 2 sources · oldest 25 Nov 2026',
      tone: 'ok',
    });
  });

  it('counts a source without data out, and its dot takes the most serious tone', () => {
    const now = FETCHED + 5 * MINUTE;
    const failed = { code: 'http' as const, message: 'Failed to fetch Orbiter data' };
    const statuses = [
      status('Wormhole'),
      status('Stargate', { loading: true, hasData: false, updatedAt: null }),
      status('Orbiter', { hasData: false, updatedAt: null, error: failed }),
    ];
    expect(sourcesSummary(statuses, true, now)).toEqual({
      text: 'Data: 1 of 3 sources · updated 5 min ago',
      tone: 'failed',
    });
    expect(sourcesSummary(readyStatuses(), false, now).tone).toBe('offline');
    expect(sourcesSummary([], true, now)).toEqual({
      text: `Data: loading ${ALL} sources…`,
      tone: 'busy',
    });
    const loading = statuses.map((entry) => ({
      ...entry,
      hasData: false,
      updatedAt: null,
      loading: true,
      error: null,
    }));
    expect(sourcesSummary(loading, true, now).text).toBe('Data: 0 of 3 sources · loading…');
  });

  it('leads with a failed refresh or a list not saved, in place of the count', () => {
    const failed = (protocol: Protocol) => ({
      code: 'http' as const,
      message: `Failed to fetch ${protocol} data`,
    });
    const shipped = [
      snapshot('Wormhole', '2026-11-25T00:00:00Z'),
      { ...snapshot('Stargate', '2025-12-03T00:00:00Z'), error: failed('Stargate') },
      status('Orbiter', { updatedAt: today - 5 * MINUTE }),
    ];
    expect(summaryWarnings(shipped, true)).toEqual(['Stargate failed to update']);
    expect(sourcesSummary(shipped, true, today)).toEqual({
      text: 'Data: Stargate failed to update · oldest 3 Dec 2025',
      tone: 'offline',
      old: 'over 11 months old',
    });
    // Two are named, more are counted; a source with no data at all keeps the count.
    const two = shipped.map((entry) => ({ ...entry, error: failed(entry.protocol) }));
    expect(summaryWarnings(two, true)).toEqual(['3 sources failed to update']);
    expect(summaryWarnings(two.slice(1), true)).toEqual([
      'Stargate and Orbiter Finance failed to update',
    ]);
    const missing = [
      ...shipped.slice(0, 2),
      status('Orbiter', { hasData: false, updatedAt: null, error: failed('Orbiter') }),
    ];
    expect(sourcesSummary(missing, true, today)).toMatchObject({
      text: 'Data: Stargate failed to update · 2 of 3 sources · oldest 3 Dec 2025',
      tone: 'failed',
    });
    // Still retrying, or offline (the offline line says why nothing updates): no failure yet.
    const retrying = shipped.map((entry) => ({ ...entry, loading: entry.protocol === 'Stargate' }));
    expect(summaryWarnings(retrying, true)).toEqual([]);
    expect(summaryWarnings(shipped, false)).toEqual([]);

    const unsaved = [
      status('Wormhole'),
      status('Stargate', { storage: 'full', persisted: false }),
      status('Orbiter', { storage: 'failed', persisted: false }),
    ];
    expect(sourcesSummary(unsaved, true, FETCHED + 5 * MINUTE)).toEqual({
      text: 'Data: Stargate and Orbiter Finance not saved offline · updated 5 min ago',
      tone: 'offline',
    });
    const nowhere = unsaved.map((entry) => ({ ...entry, storage: 'unavailable' as const }));
    expect(summaryWarnings(nowhere, false)).toEqual(['no offline copy']);
    const both = [{ ...shipped[1]!, storage: 'unavailable' as const }];
    expect(sourcesSummary(both, true, today).text).toBe(
      'Data: Stargate failed to update · no offline copy · snapshot of 3 Dec 2025',
    );
  });

  it('opens and closes the per-source lines, ages, warnings and skipped rows, from the keyboard', async () => {
    const user = userEvent.setup();
    const statuses = [
      snapshot('Wormhole', '2026-11-25T00:00:00Z', 9),
      snapshot('Stargate', '2025-12-03T00:00:00Z', 11),
      snapshot('Orbiter', '2024-11-14T00:00:00Z', 1),
    ];
    renderComponent(<SourceAges statuses={statuses} online now={today} folded />);
    const toggle = screen.getByRole('button', {
      name: /^Data: 3 sources · oldest 14 Nov 2024 ?, over 2 years old Details$/,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('data-tone', 'old');
    expect(screen.queryByRole('list', { name: 'Token data sources' })).toBeNull();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(strip()).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    expect(lines()).toEqual([
      'Wormhole Snapshot of 25 Nov 2026 · 9 malformed rows skipped',
      'Stargate Snapshot of 3 Dec 2025 · over 11 months old · 11 malformed rows skipped',
      'Orbiter Finance Snapshot of 14 Nov 2024 · over 2 years old · 1 malformed row skipped',
    ]);

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Token data sources' })).toBeNull();
  });

  it('is one line before the first answer too, and unfolded when not asked to fold', () => {
    const { rerender } = renderComponent(<SourceAges statuses={[]} online now={today} folded />);
    expect(
      screen.getByRole('button', { name: `Data: loading ${ALL} sources… Details` }),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Token data sources' })).toBeNull();
    rerender(<SourceAges statuses={[]} online now={today} />);
    expect(screen.queryByRole('button', { name: /^Data:/ })).toBeNull();
    expect(lines()).toEqual(PROTOCOL_REGISTRY.map((entry) => `${entry.displayName} Loading…`));
  });

  it('folds on the home page once a search is on screen, and not before', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(FETCHED + 5 * MINUTE);
    await renderApp('/', createFakeApi({ search: () => response([stargateUsdc]) }));
    await screen.findByRole('list', { name: 'Token data sources' });
    expect(screen.queryByRole('button', { name: /^Data:/ })).toBeNull();
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('combobox', { name: 'Token name, symbol or contract address' }),
      'usdc{Enter}',
    );
    await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' });
    expect(
      screen.getByRole('button', { name: `Data: ${ALL} sources · updated 5 min ago Details` }),
    ).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Token data sources' })).toBeNull();
  });
});
