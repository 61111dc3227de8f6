// Baseline page, React (no JSX, no UI kit): the seed's flow with the seed's framework.
/* global document -- this code runs in the page */
import { createElement as h, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { foundText, loadAll, PLACEHOLDER, searchBridges } from './flow.js';

function Card({ option }) {
  const t = option.token;
  return h(
    'li',
    { className: 'card' },
    h('div', { className: 'badge' }, option.protocol),
    h('h3', null, `${t.symbol} (${t.key ?? t.name ?? t.symbol})`),
    h(
      'div',
      null,
      ...option.availableChains.map((chain) => h('span', { key: chain, className: 'chip' }, chain)),
    ),
    option.protocol !== 'Wormhole'
      ? h(
          'div',
          { className: 'addr' },
          `Primary Contract: ${option.chainDetails[0]?.address ?? ''}`,
        )
      : null,
    h('button', { type: 'button' }, 'Bridge Now'),
  );
}

function App() {
  const [data, setData] = useState({ wormhole: [], stargate: [], orbiter: [] });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState(null);

  useEffect(() => {
    loadAll()
      .then(setData)
      .catch((e) => setError(e instanceof Error ? e.message : 'An error occurred'))
      .finally(() => setLoading(false));
  }, []);

  const run = () => {
    if (query.trim() === '') return setError('Please enter a token name or symbol');
    setResults(searchBridges(data, query));
  };

  return h(
    'main',
    null,
    h('h1', null, 'Find Your Bridge'),
    h(
      'form',
      {
        role: 'search',
        'aria-label': 'Token search',
        onSubmit: (e) => (e.preventDefault(), run()),
      },
      h('input', {
        type: 'search',
        'aria-label': 'Token name or symbol',
        placeholder: PLACEHOLDER,
        value: query,
        onChange: (e) => setQuery(e.target.value),
        onKeyDown: (e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            run();
          }
        },
      }),
      h('button', { type: 'submit', disabled: loading || query.trim() === '' }, 'Search'),
    ),
    h(
      'p',
      { className: 'status', role: 'status' },
      loading ? 'Loading token data...' : (error ?? ''),
    ),
    h(
      'section',
      { 'aria-label': 'Search results', 'aria-busy': 'false' },
      results === null
        ? null
        : results.length === 0
          ? h('h2', null, 'No bridges found')
          : [
              h('h2', { key: 'count' }, foundText(results.length)),
              h(
                'ul',
                { key: 'list', className: 'cards' },
                ...results.map((o) =>
                  h(Card, { key: `${o.token.symbol}|${o.protocol}`, option: o }),
                ),
              ),
            ],
    ),
  );
}

createRoot(document.getElementById('root')).render(h(StrictMode, null, h(App)));
