// Test helper: catalogues built from the hand-made fixtures (or the real snapshots) through the
// real parsers, so search tests run on the same tokens the worker would hold.
import type { Protocol, Token } from '../../../src/shared/tokens';
import { SOURCES } from '../../../workers/sources';
import { createCatalog, type Catalog } from '../../../workers/search/catalog';
import {
  loadFixture,
  loadSharedFixture,
  SHARED_FIXTURE_FILES,
  type SharedFixtureName,
} from '../../fixtures/sources';
import { perProtocol } from '../../fixtures/protocols';
import { PROTOCOL_IDS, PROTOCOL_SOURCES } from '../../../src/shared/protocol-registry.mjs';

export function parseOrThrow(protocol: Protocol, json: unknown): Token[] {
  const parsed = SOURCES[protocol].parse(json);
  if (!parsed.ok) throw new Error(`fixture for ${protocol} did not parse: ${parsed.error.message}`);
  return parsed.tokens;
}

/** Each protocol's hand-made fixture (`tests/fixtures/sources/{key}.json`), parsed. */
export function fixtureTokens(): Record<Protocol, Token[]> {
  return perProtocol((protocol) =>
    parseOrThrow(protocol, loadFixture(PROTOCOL_SOURCES[protocol].key)),
  );
}

/** The real-data snapshots, or the hand-made fixture of a protocol that has none. */
export function sharedFixtureTokens(): Record<Protocol, Token[]> {
  return perProtocol((protocol) => {
    const key = PROTOCOL_SOURCES[protocol].key;
    return parseOrThrow(
      protocol,
      Object.hasOwn(SHARED_FIXTURE_FILES, key)
        ? loadSharedFixture(key as SharedFixtureName)
        : loadFixture(key),
    );
  });
}

/** One catalogue per protocol of the registry; a protocol the test does not name is empty. */
export function catalogsOf(tokens: Partial<Record<Protocol, Token[]>>): Catalog[] {
  return PROTOCOL_IDS.map((protocol) => createCatalog(protocol, tokens[protocol] ?? []));
}
