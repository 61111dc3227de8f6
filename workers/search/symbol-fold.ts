// The look-alike fold of a token symbol, shared by the search (folded matches, typo suggestions)
// and the trust checks (look-alike symbols).

// Characters that render like a Latin letter but are not one. NFKC already folds full-width,
// mathematical and circled letters; this covers what it leaves alone: Cyrillic and Greek capitals
// and lower case that look Latin, currency signs drawn as letters (Tether's '₮'), Latin small capitals.
// prettier-ignore
const HOMOGLYPHS: ReadonlyMap<string, string> = new Map(Object.entries({
  // Cyrillic
  А: 'A', В: 'B', С: 'C', Е: 'E', Н: 'H', І: 'I', Ј: 'J', К: 'K', М: 'M', О: 'O', Р: 'P',
  Ѕ: 'S', Т: 'T', Х: 'X', У: 'Y', Ү: 'Y', а: 'a', с: 'c', е: 'e', і: 'i', ј: 'j', о: 'o',
  р: 'p', ѕ: 's', у: 'y', х: 'x', ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w', ӏ: 'l',
  // Greek
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P',
  Τ: 'T', Υ: 'Y', Χ: 'X', ο: 'o', ν: 'v', ρ: 'p', ι: 'i', κ: 'k', α: 'a',
  // Currency signs and letters with strokes
  '₮': 'T', '₿': 'B', '₵': 'C', '₳': 'A', '₲': 'G', '₦': 'N', '₱': 'P', '₩': 'W', '€': 'E',
  Ł: 'L', ł: 'l', Ø: 'O', ø: 'o', Đ: 'D', đ: 'd', ı: 'i', ɑ: 'a', ɡ: 'g',
  // Latin small capitals
  ᴀ: 'A', ʙ: 'B', ᴄ: 'C', ᴅ: 'D', ᴇ: 'E', ʜ: 'H', ɪ: 'I', ᴊ: 'J', ᴋ: 'K', ʟ: 'L', ᴍ: 'M',
  ɴ: 'N', ᴏ: 'O', ᴘ: 'P', ʀ: 'R', ꜱ: 'S', ᴛ: 'T', ᴜ: 'U', ᴠ: 'V', ᴡ: 'W', ʏ: 'Y', ᴢ: 'Z',
}));

// Invisible characters (zero-width space/joiners, word joiner, BOM, soft hyphen, bidi marks)
// make two different strings look identical.
const INVISIBLE = /\p{Cf}/gu;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The look-alike fold of a symbol: NFKC, invisible characters removed, homoglyphs mapped to the
 * Latin letter they imitate, upper-cased. Two symbols with the same fold look alike to a reader.
 */
export function foldSymbol(symbol: string): string {
  // Nearly every symbol is printable ASCII, which NFKC and the homoglyph table leave alone.
  if (PRINTABLE_ASCII.test(symbol)) return symbol.trim().toUpperCase();
  const normalised = symbol.trim().normalize('NFKC').replace(INVISIBLE, '');
  let out = '';
  for (const char of normalised) out += HOMOGLYPHS.get(char) ?? char;
  return out.toUpperCase();
}
