// Renders one component with the theme and a data API (the fake by default), without the app.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { DataProvider } from '../../../../src/data/DataProvider';
import { theme } from '../../../../src/styles/theme';
import { createFakeApi, type FakeApi } from './fake-api';

export function renderComponent(ui: ReactElement, api: FakeApi = createFakeApi()) {
  const utils = render(
    <ThemeProvider theme={theme}>
      <DataProvider api={api}>{ui}</DataProvider>
    </ThemeProvider>,
  );
  return { ...utils, api };
}
