// Reading a built chunk's source map: which source file a generated position comes from.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeSegment, sourceLookup } from '../../../../scripts/bench/source-map.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-map-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A chunk of two lines: line 1 from src/a.ts then react, line 2 from src/a.ts again. */
function chunk() {
  const file = path.join(dir, 'assets', 'chunk.js');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'function a(){}react();\nfunction b(){}\n');
  fs.writeFileSync(
    `${file}.map`,
    JSON.stringify({
      version: 3,
      sources: ['../src/a.ts', '../node_modules/react/index.js'],
      names: [],
      mappings: 'AAAA,UCKA;ADFA',
    }),
  );
  return file;
}

describe('source maps', () => {
  it('decodes a segment of base64 VLQ fields, signs included', () => {
    expect(decodeSegment('UCKA')).toEqual([10, 1, 5, 0]);
    expect(decodeSegment('ADFA')).toEqual([0, -1, -2, 0]);
  });

  it('names the app file and line, or the package, of a generated position', () => {
    const lookup = sourceLookup(chunk());
    expect(lookup(0, 3)).toMatch(/src\/a\.ts:1$/);
    expect(lookup(0, 12)).toBe('node_modules/react');
    expect(lookup(1, 0)).toMatch(/src\/a\.ts:4$/);
  });

  it('finds nothing without a map or past the mapped lines', () => {
    expect(sourceLookup(path.join(dir, 'missing.js'))(0, 0)).toBeNull();
    expect(sourceLookup(chunk())(5, 0)).toBeNull();
  });
});
