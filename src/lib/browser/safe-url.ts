// Third-party strings are data. These checks decide which source-provided URLs may become an
// <img src> or a link at all: absolute https only (the worker's parsers drop the rest already).

/** A logo URL or an outbound link target we are willing to use: https only, else null. */
export function safeHttpsUrl(raw: string | undefined | null): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A logo URL we are willing to load: https only (no http:, data:, javascript: or relative). */
export const safeImageUrl = safeHttpsUrl;
