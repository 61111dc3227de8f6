// Which modules a built chunk's bytes come from, read from its source map: generated characters
// per package (node_modules/<name>) or per app folder, with a gzip estimate of each group's code.
// A diagnosis aid for the size budgets, not part of `npm run bench`.
//
//   vite build --sourcemap --outDir /tmp/dist-map && node scripts/bench/attribute.mjs /tmp/dist-map [chunk-substring]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...B64].map((c, i) => [c, i]));

function decodeSegment(text) {
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

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

function groupOf(source, mapDir) {
  const clean = path.relative(ROOT, path.resolve(mapDir, source));
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const parts = clean.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

export function attributeChunk(jsFile) {
  const code = fs.readFileSync(jsFile, 'utf8');
  const map = JSON.parse(fs.readFileSync(`${jsFile}.map`, 'utf8'));
  const lines = code.split('\n');
  const mapDir = path.resolve(path.dirname(jsFile), map.sourceRoot ?? '');
  const slices = new Map();
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineText, lineNo) => {
    const line = lines[lineNo] ?? '';
    let column = 0;
    const segments = lineText === '' ? [] : lineText.split(',').map(decodeSegment);
    let previous = null;
    for (const seg of segments) {
      column += seg[0];
      if (seg.length >= 4) sourceIndex += seg[1];
      if (previous) previous.end = column;
      previous = { start: column, end: line.length, source: seg.length >= 4 ? sourceIndex : -1 };
      const group =
        previous.source >= 0 ? groupOf(map.sources[previous.source], mapDir) : '(unmapped)';
      if (!slices.has(group)) slices.set(group, []);
      slices.get(group).push(previous);
      previous.line = line;
    }
  });
  const rows = [];
  for (const [group, list] of slices) {
    const text = list.map((s) => s.line.slice(s.start, s.end)).join('');
    rows.push({ group, raw: text.length, gzipEstimate: zlib.gzipSync(text, { level: 9 }).length });
  }
  return rows.sort((a, b) => b.raw - a.raw);
}

const [dir, filter = ''] = process.argv.slice(2);
if (dir) {
  const assets = path.join(dir, 'assets');
  for (const file of fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js') && f.includes(filter))) {
    const full = path.join(assets, file);
    if (!fs.existsSync(`${full}.map`)) continue;
    const total = fs.statSync(full).size;
    console.log(
      `\n${file}  ${(total / 1024).toFixed(1)} KB raw, ${(zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length / 1024).toFixed(1)} KB gzip`,
    );
    for (const row of attributeChunk(full).slice(0, 14)) {
      console.log(
        `  ${row.group.padEnd(34)} ${(row.raw / 1024).toFixed(1).padStart(7)} KB raw  ~${(row.gzipEstimate / 1024).toFixed(1).padStart(5)} KB gz alone`,
      );
    }
  }
}
