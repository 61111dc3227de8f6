// Which modules a built chunk's bytes come from, read from its source map: generated characters
// per package (node_modules/<name>) or per app folder, with a gzip estimate of each group's code.
// A diagnosis aid for the size budgets, not part of `npm run bench`.
//
//   vite build --sourcemap --outDir /tmp/dist-map && node scripts/bench/attribute.mjs /tmp/dist-map [chunk-substring]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { decodeSegment, groupOf } from './source-map.mjs';

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
