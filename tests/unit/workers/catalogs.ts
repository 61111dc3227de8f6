// Test helper: catalogues built from the hand-made fixtures (or the real snapshots) through the
// real parsers, so search tests run on the same tokens the worker would hold.
import type { Protocol, Token } from '../../../src/shared/tokens';
import { SOURCES } from '../../../workers/sources';
import { createCatalog, type Catalog } from '../../../workers/search/catalog';
import { loadFixture, loadSharedFixture } from '../../fixtures/sources';
import { PROTOCOL_IDS } from '../../../src/shared/protocol-registry.mjs';

export function parseOrThrow(protocol: Protocol, json: unknown): Token[] {
  const parsed = SOURCES[protocol].parse(json);
  if (!parsed.ok) throw new Error(`fixture for ${protocol} did not parse: ${parsed.error.message}`);
  return parsed.tokens;
}

export function fixtureTokens(): Record<Protocol, Token[]> {
  return {
    Wormhole: parseOrThrow('Wormhole', loadFixture('wormhole')),
    Stargate: parseOrThrow('Stargate', loadFixture('stargate')),
    Orbiter: parseOrThrow('Orbiter', loadFixture('orbiter')),
  };
}

export function sharedFixtureTokens(): Record<Protocol, Token[]> {
  return {
    Wormhole: parseOrThrow('Wormhole', loadSharedFixture('wormhole')),
    Stargate: parseOrThrow('Stargate', loadSharedFixture('stargate')),
    Orbiter: parseOrThrow('Orbiter', loadSharedFixture('orbiter')),
  };
}

export function catalogsOf(tokens: Record<Protocol, Token[]>): Catalog[] {
  return PROTOCOL_IDS.map((protocol) => createCatalog(protocol, tokens[protocol]));
}
