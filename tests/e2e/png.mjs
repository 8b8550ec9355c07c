// Small real PNG files for the upload tests, made in memory (no fixtures on disk).
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of width x height pixels; `rgbRow(y)` gives row y's bytes (a 0 filter byte, then r, g, b per pixel). */
function rgbPng(width, height, rgbRow) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const pixels = Buffer.concat(Array.from({ length: height }, (_, y) => rgbRow(y)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A solid-colour RGB PNG. */
export function solidPng(width, height, [r, g, b]) {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  return rgbPng(width, height, () => row);
}

/** A noisy RGB PNG (noise keeps it large enough for the upload to report progress); `seed` varies the noise. */
export function noisyPng(width, height, seed) {
  let state = seed;
  return rgbPng(width, height, () => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 1; x < row.length; x++) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      row[x] = state & 0xff;
    }
    return row;
  });
}
