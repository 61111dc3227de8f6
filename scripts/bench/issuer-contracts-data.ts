// `virtual:issuer-contracts` for the worker figures bundled in node (scripts/bench/worker.mjs):
// the same lists the build's data chunk carries, read from the pinned packages.
import { readIssuerContracts } from '../vite/issuer-contracts';

export default readIssuerContracts();
