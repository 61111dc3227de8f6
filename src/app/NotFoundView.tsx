import { useEffect } from 'react';
import styled from 'styled-components';
import { theme } from '../styles/theme';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { ROUTES } from '../routing/routes';
import { Page } from '../components/layout/Page';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(4)};
  padding: ${theme.space(16)} 0;
  text-align: center;
`;

const Code = styled.p`
  font-size: 4rem;
  font-weight: 800;
  letter-spacing: -0.04em;
  color: ${theme.colors.accent};
`;

const Title = styled.h1`
  font-size: 1.5rem;
  font-weight: 650;
`;

const HomeLink = styled(Link)`
  font-weight: 600;
  color: ${theme.colors.accent};
`;

/** '/index.html' is the home screen under its file name: the same address without it. */
function HomeFile() {
  const search = useSearch();
  return <Redirect to={search ? `${ROUTES.home}?${search}` : ROUTES.home} replace />;
}

export function NotFoundView() {
  const [location] = useLocation();
  return location === ROUTES.homeFile ? <HomeFile /> : <NotFound location={location} />;
}

function NotFound({ location }: { location: string }) {
  useEffect(() => {
    // The requested path is logged, so broken links can be found.
    // One string: a console that shows only a message's first argument still names the path.
    console.error(`404 Error: User attempted to access non-existent route: ${location}`);
    document.title = 'Page not found · Bridge, please!';
  }, [location]);
  return (
    <Page>
      <Box>
        <Code aria-hidden="true">404</Code>
        <Title>Oops! Page not found</Title>
        <HomeLink href={ROUTES.home}>Return to Home</HomeLink>
      </Box>
    </Page>
  );
}
