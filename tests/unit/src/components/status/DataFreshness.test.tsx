import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataFreshness, storageTexts } from '../../../../../src/components/status/DataFreshness';
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
