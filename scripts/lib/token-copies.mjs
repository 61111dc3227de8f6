// Copies of parsed tokens under new names and addresses, for payloads made by parse -> change
// the tokens -> format with a protocol's own source module. Fields are found by name at any
// depth, so a new protocol's tokens are copied without code of their own: `symbol`, `key`,
// `name` and `coinKey` are names, `address` an address (a registry's tokenId and wrapped
// deployments included).

const NAME_FIELDS = new Set(['symbol', 'key', 'name', 'coinKey']);

/**
 * A deep copy of a token with every name field passed through `rename` and every `address`
 * through `readdress` (strings only; other values are kept).
 * @param {unknown} value
 * @param {{rename: (text: string) => string, readdress: (text: string) => string}} change
 */
export function changeToken(value, change, field = '') {
  if (Array.isArray(value)) return value.map((item) => changeToken(item, change));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, changeToken(inner, change, key)]),
    );
  }
  if (typeof value !== 'string' || value === '') return value;
  if (NAME_FIELDS.has(field)) return change.rename(value);
  if (field === 'address') return change.readdress(value);
  return value;
}
