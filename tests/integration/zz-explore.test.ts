import fs from 'node:fs';
import path from 'node:path';
import { test } from 'vitest';
import { generateWormhole, loadRegistry } from '../../scripts/catalogue.mjs';
import { markChains } from '../../src/components/results/chain-groups';
import { resolveChain } from '../../src/shared/chains';
import { runSearch } from '../../workers/search/search';
import { createTrustNotes } from '../../workers/trust/trust-notes';
import { catalogsOf, parseOrThrow } from '../unit/workers/catalogs';
const CATALOGUE = path.resolve(__dirname, '../../scripts/catalogue');
test('dump', async () => {
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(CATALOGUE, name), 'utf8'));
  const tokens = {
    Wormhole: parseOrThrow('Wormhole', generateWormhole(await loadRegistry())),
    Stargate: parseOrThrow('Stargate', read('stargate.json')),
    Orbiter: parseOrThrow('Orbiter', read('orbiter.json')),
  };
  const catalogs = catalogsOf(tokens);
  const notes = createTrustNotes(catalogs);
  const out: string[] = [];
  for (const query of ['usdc', 'usdt', 'eth', 'dai', 'matic']) {
    const { options } = runSearch(catalogs, { query });
    const ann = notes.annotate(options);
    for (const o of options.slice(0, 8)) {
      const chips = [...new Set(o.availableChains.map((r) => resolveChain(r, o.protocol).name))].map((name) => ({ name }));
      const note = ann[o.id];
      const m = markChains(chips, note?.chainMarks);
      out.push(`== ${query} ${o.id} agreement=${note?.agreement.tone}: ${note?.agreement.headline} | ${JSON.stringify(note?.agreement.quiet)}`);
      if (m.cardMark) out.push(`  CARD ${m.cardMark.kind} ${m.cardMark.name}`);
      for (const g of m.groups) out.push(`  [${g.kind}] ${g.heading}: ${g.chains.map((c) => c.name).join(', ')}`);
    }
  }
  const orb = catalogs.find((c) => c.protocol === 'Orbiter')!;
  const v = notes.tokenVariants(orb);
  orb.tokens.forEach((t, i) => { if (/MATIC|POL/.test(t.symbol) || (t.symbol==='ETH' && /starknet|fraxtal|SN_MAIN|252/i.test(JSON.stringify(t).slice(0,400)))) out.push(`TOKEN ${JSON.stringify(t).slice(0,300)} -> ${JSON.stringify(v[i])}`); });
  fs.writeFileSync('/tmp/m36/dump.txt', out.join('\n'));
});
