// What a listed contract is, for the search's asset look-ups (workers/search/assets.ts): the
// issuers' own contracts and the named bridged copies of their assets (known-contracts.ts), by
// address only, never by spelling. Wrapper contracts (the wSOL mint) are not the asset itself.
import type { AssetFacts, KnownAsset } from '../search/assets';
import { knownContract } from './known-contracts';

export const ASSET_FACTS: AssetFacts = {
  contractAt(chainId: string, address: string): KnownAsset | undefined {
    const known = knownContract(chainId, address);
    if (known === undefined || known.kind === 'wrapped') return undefined;
    return {
      asset: known.base,
      name: known.name,
      label: known.kind === 'official' ? `${known.by}'s ${known.name}` : `bridged ${known.name}`,
      kind: known.kind,
    };
  },
};
