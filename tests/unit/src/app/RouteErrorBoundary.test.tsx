import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../../src/app/RouteErrorBoundary';
import { describeRouteError } from '../../../../src/app/RouterErrorView';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

afterEach(() => vi.restoreAllMocks());

describe('Router error screen', () => {
  it('shows "Unexpected Application Error!" with the error message when a screen throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary resetKey="/">
        <Boom error={new Error('Route exploded')} />
      </RouteErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Route exploded')).toBeInTheDocument();
  });

  it('shows the status when the error has no message', () => {
    expect(describeRouteError({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found');
    expect(describeRouteError({ status: 500 })).toBe('500');
    expect(describeRouteError('plain')).toBe('plain');
  });

  it('recovers when the location changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <Boom error={new Error('x')} />
      </RouteErrorBoundary>,
    );
    rerender(
      <RouteErrorBoundary resetKey="/b">
        <p>fine again</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('fine again')).toBeInTheDocument();
  });
});
