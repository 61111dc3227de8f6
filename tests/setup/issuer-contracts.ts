// The known-contract table's build lists are a data chunk the worker loads before its first
// marks; tests that call the trust code directly get them installed the same way first.
import { loadIssuerContracts } from '../../workers/trust/known-contracts';

await loadIssuerContracts();
