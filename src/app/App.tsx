// The route table rendered: header, the screen for the path, footer.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Route, Switch, useLocation } from 'wouter';
import { useAnalytics } from '../analytics/AnalyticsProvider';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { HomeView } from '../views/HomeView';
import { NotFoundView } from '../views/NotFoundView';
import { ProtocolView } from '../views/ProtocolView';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ROUTES, protocolFromSlug } from './routes';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(3)};
  top: -48px;
  z-index: 100;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  &:focus {
    top: ${({ theme }) => theme.space(3)};
  }
`;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The name a path is reported under in 'Page View'. */
export function pageName(path: string): string {
  if (path === ROUTES.home) return 'Home';
  const match = /^\/tokens\/([^/]+)\/?$/.exec(path);
  if (match) return 'Protocol Tokens';
  return 'Not Found';
}

function usePageViews() {
  const [location] = useLocation();
  const analytics = useAnalytics();
  // One event per location, even when development StrictMode runs effects twice.
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (tracked.current === location) return;
    tracked.current = location;
    const match = /^\/tokens\/([^/]+)\/?$/.exec(location);
    const protocol = match?.[1] ? protocolFromSlug(safeDecode(match[1])) : null;
    analytics.pageView(pageName(location), { path: location, ...(protocol ? { protocol } : {}) });
  }, [location, analytics]);
}

export function App() {
  const [location] = useLocation();
  usePageViews();
  return (
    <>
      <SkipLink
        href="#content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('content')?.focus();
        }}
      >
        Skip to content
      </SkipLink>
      <Header />
      <RouteErrorBoundary resetKey={location}>
        <Switch>
          <Route path={ROUTES.home} component={HomeView} />
          <Route path={ROUTES.protocol}>
            {(params) => <ProtocolView slug={safeDecode(params.protocol)} />}
          </Route>
          <Route component={NotFoundView} />
        </Switch>
      </RouteErrorBoundary>
      <Footer />
    </>
  );
}
