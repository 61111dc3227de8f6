// Baseline page, plain DOM: the seed's flow (sequential fetches on every load, main-thread filter).
/* global document -- this code runs in the page */
import { foundText, loadAll, searchBridges } from './flow.js';

const form = document.querySelector('form');
const input = form.querySelector('input');
const button = form.querySelector('button');
const status = document.querySelector('.status');
const results = document.querySelector('section');
let data = { wormhole: [], stargate: [], orbiter: [] };
let loading = true;

const update = () => {
  button.disabled = loading || input.value.trim() === '';
};
input.addEventListener('input', update);

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function card(option) {
  const li = el('li', 'card');
  li.append(el('div', 'badge', option.protocol));
  const t = option.token;
  li.append(el('h3', '', `${t.symbol} (${t.key ?? t.name ?? t.symbol})`));
  const chips = el('div');
  for (const chain of option.availableChains) chips.append(el('span', 'chip', chain));
  li.append(chips);
  if (option.protocol !== 'Wormhole')
    li.append(el('div', 'addr', `Primary Contract: ${option.chainDetails[0]?.address ?? ''}`));
  li.append(el('button', '', 'Bridge Now'));
  return li;
}

function runSearch() {
  const query = input.value;
  if (query.trim() === '') {
    status.textContent = 'Please enter a token name or symbol';
    return;
  }
  results.setAttribute('aria-busy', 'true');
  const options = searchBridges(data, query);
  results.replaceChildren();
  if (options.length === 0) {
    results.append(el('h2', '', 'No bridges found'));
  } else {
    results.append(el('h2', '', foundText(options.length)));
    const list = el('ul', 'cards');
    list.append(...options.map(card));
    results.append(list);
  }
  results.setAttribute('aria-busy', 'false');
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  runSearch();
});
input.addEventListener('keydown', (event) => {
  // Enter searches even while the button is disabled.
  if (event.key === 'Enter') {
    event.preventDefault();
    runSearch();
  }
});

loadAll()
  .then((loaded) => {
    data = loaded;
    status.textContent = '';
  })
  .catch((error) => {
    // All-or-nothing: no lists on any failure.
    status.textContent = error instanceof Error ? error.message : 'An error occurred';
  })
  .finally(() => {
    loading = false;
    update();
  });
