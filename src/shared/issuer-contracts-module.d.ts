// The build's issuer and owner contract lists as a data chunk of their own (the Vite plugin
// `issuerContractsData` in scripts/vite/issuer-contracts.ts), loaded by
// workers/trust/known-contracts.ts.
declare module 'virtual:issuer-contracts' {
  // An ambient module cannot import by a relative path.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const lists: import('./issuers').IssuerContracts;
  export default lists;
}
