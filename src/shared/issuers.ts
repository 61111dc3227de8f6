// Issuers' own contracts as the build reads them from the pinned Wormhole SDK
// (scripts/vite/issuer-contracts.ts); shared by the build script and the worker.

/** One contract an issuer (or the SDK on its behalf) names on one chain. */
export interface IssuerContract {
  /** Canonical chain id (chains.ts). */
  chain: string;
  address: string;
  /** The asset's symbol as the issuer spells it. */
  symbol: string;
  /** Who issues it ('Circle', 'Tether', 'Sky', 'Agora'). */
  by: string;
  /** Where the list comes from ('@wormhole-foundation/sdk-base 6.1.5'). */
  source: string;
  /**
   * 'bridged': the owner's list names this contract a copy its bridge makes of `base` (a
   * Stargate OFT, an OP Standard Bridge token); absent: the issuer's own contract.
   */
  kind?: 'bridged';
  /** The asset a bridged copy stands for ('USDT'); absent: `symbol`. */
  base?: string;
}

export interface IssuerContracts {
  /** The SDK version the lists were read from ('' when it could not be read). */
  version: string;
  contracts: IssuerContract[];
  /** Canonical chain ids Circle's CCTP serves (a Circle domain in the SDK's `circle` module). */
  cctpChains: string[];
}
