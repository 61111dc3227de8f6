// Source faults, each injected at the local source server: HTTP 500 and 404, a hang
// past the request timeout, bodies that are truncated, not JSON or of the wrong shape, an empty
// list, a list ten times as long, and entries of every wrong type. First visit: the other sources
// still answer, the broken source's protocol page shows the product's error message, nothing
// crashes. Repeat visit: the saved data still answers and the failure is reported quietly.
// The e2e build times a source out after 5 s and retries after 0.1/0.2/0.4 s (scripts/e2e.mjs),
// so a hang fails in ~21 s. One protocol per fault, rotated so each protocol gets several; the
// wrong-type and tenfold payload builders are unit-tested against all three parsers
// (tests/unit/scripts/lib/fault-payloads.test.ts).
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  bigSymbol,
  ODD_TYPES_SYMBOL,
  wrongTypesPayload,
  type ProtocolModules,
  type SourceName,
} from '../../scripts/lib/fault-payloads.mjs';
import type { ControlCommand } from '../../scripts/source-server.mjs';
import {
  PROTOCOL_IDS,
  PROTOCOL_REGISTRY,
  PROTOCOL_SOURCES,
  type ProtocolId,
} from '../../src/shared/protocol-registry.mjs';
import { ADAPTERS } from '../../src/shared/protocols';
import { SOURCES } from '../../workers/sources';
import {
  dataFile,
  allSourcesAnswered,
  allSourcesStored,
  expect,
  foundLine,
  search,
  test,
  type Harness,
  protocolsShown,
  watchAppErrors,
} from './fixtures';

type Protocol = ProtocolId;
const PROTOCOLS: Protocol[] = [...PROTOCOL_IDS];
const DISPLAY_NAME = Object.fromEntries(
  PROTOCOL_REGISTRY.map((entry) => [entry.id, entry.displayName]),
) as Record<Protocol, string>;
/** The protocol's source file name, as the source server and the fixtures call it. */
const slug = (protocol: Protocol) => PROTOCOL_SOURCES[protocol].key as SourceName;
/** The protocol's page: /tokens/{slug}. */
const pageOf = (protocol: Protocol) =>
  `/tokens/${PROTOCOL_REGISTRY.find((entry) => entry.id === protocol)!.slug}`;

/** The message for a fetch that got no OK answer. */
const fetchFailed = (protocol: Protocol) => `Failed to fetch ${protocol} data`;
/** The message for any other error (a body that is not the source's JSON). */
const OTHER_ERROR = 'An error occurred';
/** The quiet line's sentence: the error message, with the source named when it does not name it. */
const failedSentence = (protocol: Protocol, message: string) =>
  message.includes(protocol) ? message : `${DISPLAY_NAME[protocol]}: ${message}`;
const COUNT_LINE = /^\d+ token\(s\) available for cross-chain bridging$/;
const countLine = (n: number) => `${n} token(s) available for cross-chain bridging`;
const EMPTY_LIST = 'No tokens found for this protocol.';

/** A hang fails after the timeout and three retries: ~21 s in the e2e build; leave room. */
const HANG_TIMEOUT_MS = 45_000;

interface ErrorFault {
  name: string;
  protocol: Protocol;
  command: Omit<ControlCommand, 'source'>;
  /** The message after 'Error loading tokens: ' and in the data-age strip. */
  message: (protocol: Protocol) => string;
  hang?: boolean;
}

/** Faults that leave the source without data on a first visit. */
const ERROR_FAULTS: ErrorFault[] = [
  { name: 'HTTP 500', protocol: 'Wormhole', command: { status: 500 }, message: fetchFailed },
  { name: 'HTTP 404', protocol: 'Stargate', command: { status: 404 }, message: fetchFailed },
  {
    name: 'a hang past the timeout',
    protocol: 'Orbiter',
    command: { hang: true },
    message: fetchFailed,
    hang: true,
  },
  {
    name: 'a truncated JSON body',
    protocol: 'Stargate',
    command: { malformed: 'truncated' },
    message: () => OTHER_ERROR,
  },
  {
    name: 'an HTML error page with status 200',
    protocol: 'Orbiter',
    command: { malformed: 'html' },
    message: () => OTHER_ERROR,
  },
  {
    name: 'a body that is not JSON at all',
    protocol: 'Wormhole',
    command: { malformed: 'garbage' },
    message: () => OTHER_ERROR,
  },
  {
    name: 'an empty body',
    protocol: 'Stargate',
    command: { malformed: 'empty' },
    message: () => OTHER_ERROR,
  },
  {
    name: 'JSON of the wrong shape',
    protocol: 'Orbiter',
    command: { malformed: 'shape' },
    message: () => OTHER_ERROR,
  },
  {
    name: 'JSON of the wrong shape',
    protocol: 'Wormhole',
    command: { body: [{ symbol: 'USDC' }] },
    message: () => OTHER_ERROR,
  },
];

/** An empty list in each source's own format, as its parser writes one. */
const EMPTY_BODIES = Object.fromEntries(
  PROTOCOL_IDS.map((protocol) => [protocol, SOURCES[protocol].format([])]),
) as Record<Protocol, unknown>;

/** Searches 'usdc' (every fixture has it) and waits for exactly these protocols' options. */
async function expectSearchAnswers(page: Page, protocols: Protocol[]): Promise<void> {
  await search(page, 'usdc');
  await expect(foundLine(page)).toBeVisible();
  await expect.poll(() => protocolsShown(page), { timeout: 20_000 }).toEqual(protocols);
}

function inject(harness: Harness, protocol: Protocol, command: Omit<ControlCommand, 'source'>) {
  harness.control({ source: slug(protocol), ...command });
}

/** The page has not fallen over: the app's header is there, not the router's error screen. */
async function expectStillStanding(page: Page): Promise<void> {
  await expect(page.getByText('Bridge, please!').first()).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
}

function readFixture(protocol: Protocol): unknown {
  return JSON.parse(fs.readFileSync(dataFile(`${slug(protocol)}.json`), 'utf8'));
}

test.describe('first visit with a broken source', () => {
  for (const fault of ERROR_FAULTS) {
    const { protocol } = fault;
    const others = PROTOCOLS.filter((p) => p !== protocol);
    test(`${fault.name} from ${protocol}: its page shows the spec's error, the others still answer`, async ({
      page,
      harness,
    }) => {
      if (fault.hang) test.setTimeout(90_000);
      const errors = watchAppErrors(page);
      inject(harness, protocol, fault.command);

      await page.goto(pageOf(protocol));
      await expect(
        page.getByRole('alert').filter({ hasText: /^Error loading tokens: / }),
      ).toHaveText(`Error loading tokens: ${fault.message(protocol)}`, {
        timeout: fault.hang ? HANG_TIMEOUT_MS : 20_000,
      });
      await page.getByRole('button', { name: 'Go Back', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);

      await expectSearchAnswers(page, others);
      // The data-age strip names the failure quietly; the home screen shows no error message.
      await expect(page.getByTestId('source-ages')).toContainText(
        `${DISPLAY_NAME[protocol]} Failed: ${fault.message(protocol)}`,
      );
      await expectStillStanding(page);
      expect(errors).toEqual([]);
    });
  }

  for (const protocol of ['Wormhole'] as const) {
    test(`an empty list from ${protocol}: its page says it has no tokens, the others still answer`, async ({
      page,
      harness,
    }) => {
      const errors = watchAppErrors(page);
      inject(harness, protocol, { body: EMPTY_BODIES[protocol] });
      await page.goto(pageOf(protocol));
      await expect(page.getByText(countLine(0))).toBeVisible();
      await expect(page.getByText(EMPTY_LIST, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Go Back to Search' }).click();
      await expectSearchAnswers(
        page,
        PROTOCOLS.filter((p) => p !== protocol),
      );
      await expectStillStanding(page);
      expect(errors).toEqual([]);
    });
  }

  for (const protocol of ['Stargate', 'Orbiter'] as const) {
    test(`entries of every wrong type from ${protocol}: the usable ones are listed and searchable, the rest skipped`, async ({
      page,
      harness,
    }) => {
      const errors = watchAppErrors(page);
      const { validSymbols } = wrongTypesPayload(
        { source: SOURCES[protocol], adapter: ADAPTERS[protocol] } as unknown as ProtocolModules,
        readFixture(protocol),
      );
      const survivors = [...validSymbols, ODD_TYPES_SYMBOL];
      inject(harness, protocol, { payload: 'wrong-types' });

      await page.goto(pageOf(protocol));
      await expect(page.getByText(countLine(survivors.length))).toBeVisible();
      const grid = page.getByRole('list', { name: `${DISPLAY_NAME[protocol]} tokens` });
      for (const symbol of survivors) {
        await expect(grid.getByText(symbol, { exact: true }).first()).toBeVisible();
      }
      await page.getByRole('button', { name: /Back to Search/ }).click();

      await expectSearchAnswers(page, PROTOCOLS);
      await search(page, ODD_TYPES_SYMBOL.toLowerCase());
      await expect(foundLine(page)).toHaveText('Found 1 bridge option(s)');
      await expect.poll(() => protocolsShown(page)).toEqual([protocol]);
      await expectStillStanding(page);
      expect(errors).toEqual([]);
    });
  }

  for (const protocol of ['Stargate'] as const) {
    test(`a list ten times as long from ${protocol}: all of it is listed and searchable`, async ({
      page,
      harness,
      browser,
    }) => {
      const errors = watchAppErrors(page);
      // The ordinary count, from a browser profile of its own that sees the real payload.
      const clean = await browser.newContext({ baseURL: harness.url });
      const cleanPage = await clean.newPage();
      await cleanPage.goto(pageOf(protocol));
      const ordinary = Number(
        /^(\d+)/.exec((await cleanPage.getByText(COUNT_LINE).textContent()) ?? '')?.[1],
      );
      await clean.close();
      expect(ordinary).toBeGreaterThan(0);

      inject(harness, protocol, { payload: 'big' });
      await page.goto(pageOf(protocol));
      await expect(page.getByText(countLine(ordinary * 10))).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: /Back to Search/ }).click();

      // 'usdcBIG7': the seventh copy of USDC, found among the tenfold list. It is the one option
      // found by its symbol; the copies are renamed in every name field, so a copy whose name
      // contains the copy's symbol ('Bridged USDCBIG7', USDC.eBIG7) is found by its name below
      // it, as a search for 'usdc' finds USDC.e by 'Bridged USDC'.
      const copy = bigSymbol('USDC', 7);
      await search(page, copy.toLowerCase());
      await expect(foundLine(page)).toBeVisible();
      await expect.poll(() => symbolMatches(page)).toEqual([copy]);
      await expect.poll(() => protocolsShown(page)).toEqual([protocol]);
      // Every option found is the seventh copy of a token (a name match included).
      for (const title of await cardTitles(page)) expect(title).toContain('BIG7');
      await expect(
        page.getByRole('list', { name: 'Bridge options' }).getByText(copy).first(),
      ).toBeVisible();
      await expectSearchAnswers(page, PROTOCOLS);
      await expectStillStanding(page);
      expect(errors).toEqual([]);
    });
  }
});

/** The drawn cards' titles ('USDC (USD Coin)'), in order; tier headings and skeletons aside. */
function cardTitles(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Bridge options' })
    .locator(':scope > li:not([data-skeleton], [data-list-heading]) h3')
    .allTextContents();
}

/**
 * The symbols of the options matched by symbol or address: the cards above the 'Matched by name
 * or key' heading (every card when there is none).
 */
function symbolMatches(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Bridge options' }).evaluate((list) => {
    const symbols: string[] = [];
    for (const item of Array.from(list.children)) {
      if (item.hasAttribute('data-list-heading')) break;
      if (item.hasAttribute('data-skeleton')) continue;
      const title = item.querySelector('h3')?.textContent ?? '';
      symbols.push(title.split('(')[0]!.trim());
    }
    return symbols;
  });
}

/** Faults on a repeat visit, one protocol each, rotated. */
const REPEAT_FAULTS: ErrorFault[] = [
  { name: 'HTTP 500', protocol: 'Stargate', command: { status: 500 }, message: fetchFailed },
  { name: 'HTTP 404', protocol: 'Orbiter', command: { status: 404 }, message: fetchFailed },
  {
    name: 'a hang past the timeout',
    protocol: 'Wormhole',
    command: { hang: true },
    message: fetchFailed,
    hang: true,
  },
  {
    name: 'a truncated JSON body',
    protocol: 'Orbiter',
    command: { malformed: 'truncated' },
    message: () => OTHER_ERROR,
  },
  {
    name: 'JSON of the wrong shape',
    protocol: 'Stargate',
    command: { malformed: 'shape' },
    message: () => OTHER_ERROR,
  },
  // Well-formed answers that would wipe the saved list: refused (workers/api.ts
  // refusedReplacement), so an outage answering [] loses nothing.
  {
    name: 'an empty list',
    protocol: 'Wormhole',
    command: { body: EMPTY_BODIES.Wormhole },
    message: () => OTHER_ERROR,
  },
  {
    name: 'mostly entries of the wrong type',
    protocol: 'Orbiter',
    command: { payload: 'wrong-types' },
    message: () => OTHER_ERROR,
  },
];

test.describe('repeat visit with a broken source', () => {
  for (const fault of REPEAT_FAULTS) {
    const { protocol } = fault;
    test(`${fault.name} from ${protocol}: the saved list still answers and the failure is reported quietly`, async ({
      page,
      harness,
    }) => {
      if (fault.hang) test.setTimeout(90_000);
      const errors = watchAppErrors(page);
      // A clean first visit keeps every source.
      await page.goto(pageOf(protocol));
      const count = page.getByText(COUNT_LINE);
      await expect(count).toBeVisible();
      const saved = (await count.textContent()) ?? '';
      await allSourcesAnswered(harness);
      await allSourcesStored(page);

      inject(harness, protocol, fault.command);
      await page.reload();
      await expect(page.getByText(COUNT_LINE)).toHaveText(saved);
      const quiet = page
        .getByRole('status')
        .getByText(
          new RegExp(
            `^${failedSentence(protocol, fault.message(protocol))} — showing saved data from (just now|\\d+ min ago)$`,
          ),
        );
      await expect(quiet).toBeVisible({ timeout: fault.hang ? HANG_TIMEOUT_MS : 20_000 });
      await expect(page.getByTestId('source-ages')).toContainText(
        `Failed: ${fault.message(protocol)} · updated`,
      );
      // Still the saved list: no error screen replaced it.
      await expect(page.getByText(COUNT_LINE)).toHaveText(saved);
      await expect(page.getByText(/^Error loading tokens/)).toHaveCount(0);

      await page.getByRole('button', { name: /Back to Search/ }).click();
      await expectSearchAnswers(page, PROTOCOLS);
      // With results on screen the folded data line says it in place; the sentence stays in the
      // live region.
      await expect(page.getByRole('button', { name: /^Data: / })).toContainText(
        `Data: ${DISPLAY_NAME[protocol]} failed to update · `,
      );
      await expect(quiet).toBeAttached();
      await expectStillStanding(page);
      expect(errors).toEqual([]);
    });
  }
});
