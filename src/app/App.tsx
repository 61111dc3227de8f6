// The route table rendered: header, the screen for the path, footer. Home is in the entry
// chunk; the other screens are split out and prefetched once start-up has settled (main.tsx).
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { theme } from '../styles/theme';
import { Route, Switch, useLocation } from 'wouter';
import { useAnalytics } from '../analytics/AnalyticsProvider';
import { BridgesMenuList } from '../components/bridges-menu/BridgesMenu';
import { Header } from '../components/layout/Header';
import { Page, screenChange } from '../components/layout/Page';
import { SearchFilters } from '../features/search/SearchPanel';
import { SuggestionList } from '../features/search/TypeaheadList';
import { preloadable } from '../lib/preloadable';
import { HomeView } from '../features/search/HomeView';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ROUTES, protocolFromSlug } from '../routing/routes';

const ProtocolView = preloadable(() =>
  import('../features/protocol-page/ProtocolView').then((module) => module.ProtocolView),
);
const NotFoundView = preloadable(() =>
  import('./NotFoundView').then((module) => module.NotFoundView),
);
/**
 * Below the fold on every screen, so not in the first download (the initial JS budget): its
 * chunk is asked for with the first render and comes right after it. Being last on the page, it
 * moves nothing when it appears.
 */
const Footer = preloadable(() =>
  import('../components/layout/Footer').then((module) => module.Footer),
);

/**
 * Fetches the split-out screens: once start-up has settled, so following a link to one is
 * instant without slowing a cold visit, or at boot when the visit starts on one of them.
 */
export function prefetchScreens(): void {
  Promise.all([
    ProtocolView.preload(),
    NotFoundView.preload(),
    BridgesMenuList.preload(),
    SearchFilters.preload(),
    SuggestionList.preload(),
  ]).catch((error: unknown) => console.warn('Prefetch failed', error));
}

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space(3)};
  top: -48px;
  z-index: 100;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.primary};
  color: #fff;
  &:focus {
    top: ${theme.space(3)};
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
    // The home file redirects at once: its Page View is the home screen's.
    if (tracked.current === location || location === ROUTES.homeFile) return;
    tracked.current = location;
    const match = /^\/tokens\/([^/]+)\/?$/.exec(location);
    const protocol = match?.[1] ? protocolFromSlug(safeDecode(match[1])) : null;
    analytics.pageView(pageName(location), { path: location, ...(protocol ? { protocol } : {}) });
  }, [location, analytics]);
}

/** Calls `onHydrated` once the boundary it is in has committed: the screen is the app's then. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

export function App({
  onHydrated,
}: {
  /** Called once the screen has committed (hydrated, on the prerendered home screen). */
  onHydrated?: () => void;
} = {}) {
  const [location] = useLocation();
  usePageViews();
  // Before the new screen's own effects run (see Page).
  const firstLocation = useRef(location);
  const moved = useRef(false);
  useLayoutEffect(() => {
    moved.current ||= location !== firstLocation.current;
    screenChange.happened = moved.current;
  }, [location]);
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
        {/* The empty page keeps the footer where the screen will push it: nothing jumps. */}
        <Suspense fallback={<Page aria-busy="true" />}>
          <Switch>
            <Route path={ROUTES.home} component={HomeView} />
            <Route path={ROUTES.protocol}>
              {(params) => <ProtocolView slug={safeDecode(params.protocol)} />}
            </Route>
            <Route>
              <NotFoundView />
            </Route>
          </Switch>
          {/* Inside the screen's boundary, which hydrates after the header's. */}
          {onHydrated && <Hydrated onHydrated={onHydrated} />}
        </Suspense>
      </RouteErrorBoundary>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
