// Third-party strings are data. These checks decide which source-provided URLs may become an
// <img src> or a link at all.

const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml);/i;

/** A logo URL we are willing to load: http(s), root-relative, or an inline raster/SVG image. */
export function safeImageUrl(raw: string | undefined | null): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '') return null;
  // An <img> never runs script, but only image data URLs make sense as a logo.
  if (/^data:/i.test(value)) return IMAGE_DATA_URL.test(value) ? value : null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An outbound link target: https only. */
export function safeHttpsUrl(raw: string | undefined | null): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
