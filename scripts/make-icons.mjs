#!/usr/bin/env node
// Draws the app icons (a bridge glyph on the dark background) into public/icons/ with a tiny
// hand-written PNG encoder, so the icons are reproducible without any image dependency.
// Usage: node scripts/make-icons.mjs [outDir]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BACKGROUND = [0x0b, 0x0f, 0x1a];
const ACCENT_FROM = [0x38, 0xbd, 0xf8]; // sky
const ACCENT_TO = [0xa7, 0x8b, 0xfa]; // violet
const SUPERSAMPLE = 4;

// ---- PNG encoding ---------------------------------------------------------------------------

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buffers) {
  let c = 0xffffffff;
  for (const buf of buffers)
    for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typeBuf = Buffer.from(type, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32([typeBuf, data]));
  return Buffer.concat([len, typeBuf, data, crc]);
}

/** Encodes RGBA pixels (Uint8Array, width*height*4) as a PNG file. */
export function encodePng(width, height, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * stride, stride).copy(raw, y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- drawing (unit coordinates, 0..1) -------------------------------------------------------

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** True when the point is on the bridge glyph, drawn inside a box of `scale` around the centre. */
function onGlyph(px, py, scale) {
  // Map into the glyph's own frame so the maskable icon can shrink it into the safe zone.
  const x = (px - 0.5) / scale + 0.5;
  const y = (py - 0.5) / scale + 0.5;
  const deckY = 0.6;
  const half = 0.028;
  // Deck.
  if (x >= 0.12 && x <= 0.88 && Math.abs(y - deckY) <= half) return true;
  // Arch: a circular arc above the deck.
  const r = 0.3;
  const d = Math.hypot(x - 0.5, y - deckY);
  if (y <= deckY && Math.abs(d - r) <= half) return true;
  // Hangers between arch and deck.
  for (const hx of [0.34, 0.42, 0.5, 0.58, 0.66]) {
    const archY = deckY - Math.sqrt(Math.max(0, r * r - (hx - 0.5) ** 2));
    if (Math.abs(x - hx) <= 0.011 && y >= archY && y <= deckY) return true;
  }
  // Piers under the deck.
  for (const pxr of [0.2, 0.8])
    if (Math.abs(x - pxr) <= 0.03 && y >= deckY && y <= 0.8) return true;
  // Water line.
  if (x >= 0.12 && x <= 0.88 && Math.abs(y - 0.82) <= 0.012) return true;
  return false;
}

function accentAt(x) {
  const t = Math.min(1, Math.max(0, (x - 0.15) / 0.7));
  return ACCENT_FROM.map((from, i) => Math.round(from + (ACCENT_TO[i] - from) * t));
}

/**
 * @param {number} size pixels
 * @param {{maskable: boolean}} options maskable: full-bleed background, glyph inside the safe zone
 */
export function drawIcon(size, { maskable }) {
  const rgba = new Uint8Array(size * size * 4);
  const n = SUPERSAMPLE;
  const glyphScale = maskable ? 0.72 : 0.92;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = (px + (sx + 0.5) / n) / size;
          const y = (py + (sy + 0.5) / n) / size;
          if (!maskable && !insideRoundedSquare(x, y, 0.2)) continue;
          const colour = onGlyph(x, y, glyphScale) ? accentAt(x) : BACKGROUND;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 255;
        }
      }
      const samples = n * n;
      const covered = a / 255;
      const o = (py * size + px) * 4;
      if (covered > 0) {
        rgba[o] = Math.round(r / covered);
        rgba[o + 1] = Math.round(g / covered);
        rgba[o + 2] = Math.round(b / covered);
      }
      rgba[o + 3] = Math.round(a / samples);
    }
  }
  return encodePng(size, size, rgba);
}

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Bridge, please!">
  <defs>
    <linearGradient id="g" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#38bdf8"/>
      <stop offset="1" stop-color="#a78bfa"/>
    </linearGradient>
  </defs>
  <rect width="64" height="64" rx="13" fill="#0b0f1a"/>
  <g fill="none" stroke="url(#g)" stroke-width="3.6" stroke-linecap="round">
    <path d="M8 38.4H56"/>
    <path d="M12.8 38.4A19.2 19.2 0 0 1 51.2 38.4"/>
    <path d="M26.9 24v14.4M32 19.2v19.2M37.1 24v14.4" stroke-width="1.6"/>
    <path d="M12.8 38.4v12.8M51.2 38.4v12.8"/>
    <path d="M8 52.5H56" stroke-width="1.6"/>
  </g>
</svg>
`;

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const publicDir = path.resolve(process.argv[2] ?? path.join(root, 'public'));
  const iconsDir = path.join(publicDir, 'icons');
  fs.mkdirSync(iconsDir, { recursive: true });
  const outputs = [
    ['icon-192.png', drawIcon(192, { maskable: false })],
    ['icon-512.png', drawIcon(512, { maskable: false })],
    ['maskable-512.png', drawIcon(512, { maskable: true })],
    ['apple-touch-icon-180.png', drawIcon(180, { maskable: true })],
  ];
  for (const [name, png] of outputs) {
    fs.writeFileSync(path.join(iconsDir, name), png);
    console.log(`wrote ${path.relative(root, path.join(iconsDir, name))} (${png.length} bytes)`);
  }
  fs.writeFileSync(path.join(publicDir, 'favicon.svg'), FAVICON_SVG);
  console.log(`wrote ${path.relative(root, path.join(publicDir, 'favicon.svg'))}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
