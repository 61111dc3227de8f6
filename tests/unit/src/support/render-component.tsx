// Renders one component with a data API (the fake by default), without the app.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DataProvider } from '../../../../src/data/DataProvider';
import { createFakeApi, type FakeApi } from './fake-api';

export function renderComponent(ui: ReactElement, api: FakeApi = createFakeApi()) {
  const utils = render(<DataProvider api={api}>{ui}</DataProvider>);
  return { ...utils, api };
}
