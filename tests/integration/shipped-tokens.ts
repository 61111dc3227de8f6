// The tokens the build ships (public/catalogue/, made by scripts/catalogue.mjs), parsed by each
// protocol's own parser: every protocol of the registry, a generated source through its folder's
// generator, a captured one from its kept capture.
import { buildGenerated, SNAPSHOT_DIR, readJson, snapshotFile } from '../../scripts/catalogue.mjs';
import { PROTOCOL_IDS, PROTOCOL_SOURCES } from '../../src/shared/protocol-registry.mjs';
import type { Protocol, Token } from '../../src/shared/tokens';
import { parseOrThrow } from '../unit/workers/catalogs';

export async function loadShippedTokens(): Promise<Record<Protocol, Token[]>> {
  const entries = await Promise.all(
    PROTOCOL_IDS.map(async (id): Promise<[Protocol, Token[]]> => {
      const { key, catalogue } = PROTOCOL_SOURCES[id];
      const payload =
        catalogue === 'live'
          ? readJson(snapshotFile(SNAPSHOT_DIR, `${key}.json`))
          : await buildGenerated(key);
      return [id, parseOrThrow(id, payload)];
    }),
  );
  return Object.fromEntries(entries) as Record<Protocol, Token[]>;
}
