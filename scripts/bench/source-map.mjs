// Reading a built chunk's source map: the VLQ segments, the package or app folder a source
// belongs to, and which source a generated position comes from. Used by attribute.mjs (bytes)
// and trace.mjs (CPU samples).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...B64].map((c, i) => [c, i]));
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** One mapping segment's fields (relative values, as the map stores them). */
export function decodeSegment(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const d = DIGIT[ch];
    value += (d & 31) << shift;
    if (d & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** A source's package (node_modules/<name>) or app folder (`src/data`, `workers/engine`). */
export function groupOf(source, mapDir) {
  const clean = path.relative(ROOT, path.resolve(mapDir, source));
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const parts = clean.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * A lookup for `jsFile`'s map: (0-based line, column) -> the source file (relative to the
 * repository, or `node_modules/<package>`) with `:line` for an app file, or null without a map
 * or a mapping.
 */
export function sourceLookup(jsFile) {
  if (!fs.existsSync(`${jsFile}.map`)) return () => null;
  const map = JSON.parse(fs.readFileSync(`${jsFile}.map`, 'utf8'));
  const mapDir = path.resolve(path.dirname(jsFile), map.sourceRoot ?? '');
  const names = map.sources.map((s) => {
    const clean = path.relative(ROOT, path.resolve(mapDir, s)).replace(/^(\.\.\/)+/, '');
    const nm = clean.lastIndexOf('node_modules/');
    return nm >= 0 ? `node_modules/${groupOf(s, mapDir)}` : clean;
  });
  const lines = [];
  let sourceIndex = 0;
  let sourceLine = 0;
  for (const lineText of map.mappings.split(';')) {
    let column = 0;
    const segments = [];
    for (const text of lineText === '' ? [] : lineText.split(',')) {
      const seg = decodeSegment(text);
      column += seg[0];
      if (seg.length >= 4) {
        sourceIndex += seg[1];
        sourceLine += seg[2];
      }
      segments.push([column, seg.length >= 4 ? sourceIndex : -1, sourceLine]);
    }
    lines.push(segments);
  }
  return (line, column) => {
    const segments = lines[line];
    if (!segments?.length) return null;
    let lo = 0;
    let hi = segments.length - 1;
    if (segments[0][0] > column) return null;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (segments[mid][0] <= column) lo = mid;
      else hi = mid - 1;
    }
    const [, index, at] = segments[lo];
    if (index < 0) return null;
    return names[index].startsWith('node_modules/') ? names[index] : `${names[index]}:${at + 1}`;
  };
}
