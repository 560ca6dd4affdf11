// Draws media/icon.png (256x256): two dice on a board-ring, with node's zlib only. Run: node scripts/make-icon.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const size = 256;
const px = new Uint8Array(size * size * 4);
const set = (x, y, [r, g, b, a]) => {
  const i = (y * size + x) * 4;
  const alpha = a / 255;
  const inv = 1 - alpha;
  px[i] = r * alpha + px[i] * inv;
  px[i + 1] = g * alpha + px[i + 1] * inv;
  px[i + 2] = b * alpha + px[i + 2] * inv;
  px[i + 3] = Math.min(255, a + px[i + 3] * inv);
};
// Signed-distance helpers with 1px anti-aliasing.
const cover = (d) => Math.max(0, Math.min(1, 0.5 - d));
const roundRect = (x, y, cx, cy, half, radius) => {
  const qx = Math.abs(x - cx) - half + radius;
  const qy = Math.abs(y - cy) - half + radius;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
};
const paint = (dist, color) => {
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const c = cover(dist(x + 0.5, y + 0.5));
      if (c > 0) set(x, y, [color[0], color[1], color[2], Math.round(color[3] * c)]);
    }
};
// Background: a dark rounded square with a ring of 10 board spaces.
paint((x, y) => roundRect(x, y, 128, 128, 124, 40), [30, 34, 64, 255]);
for (let k = 0; k < 10; k++) {
  const a = (k / 10) * Math.PI * 2 - Math.PI / 2;
  const cx = 128 + Math.cos(a) * 96;
  const cy = 128 + Math.sin(a) * 96;
  paint(
    (x, y) => Math.hypot(x - cx, y - cy) - 10,
    k === 3 ? [255, 196, 61, 255] : k === 7 ? [92, 200, 255, 255] : [120, 128, 180, 255],
  );
}
// Two dice.
const die = (cx, cy, pips, color) => {
  paint((x, y) => roundRect(x, y, cx, cy, 36, 10), color);
  for (const [dx, dy] of pips)
    paint((x, y) => Math.hypot(x - (cx + dx * 20), y - (cy + dy * 20)) - 7, [30, 34, 64, 255]);
};
die(
  100,
  110,
  [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  [255, 255, 255, 255],
);
die(
  156,
  150,
  [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  [255, 196, 61, 255],
);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};
const raw = Buffer.alloc((size * 4 + 1) * size);
for (let y = 0; y < size; y++)
  Buffer.from(px.subarray(y * size * 4, (y + 1) * size * 4)).copy(raw, y * (size * 4 + 1) + 1);
const header = Buffer.alloc(13);
header.writeUInt32BE(size, 0);
header.writeUInt32BE(size, 4);
header.set([8, 6, 0, 0, 0], 8);
const png = Buffer.concat([
  Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('../media/icon.png', import.meta.url), png);
console.log(`media/icon.png: ${png.length} bytes`);
