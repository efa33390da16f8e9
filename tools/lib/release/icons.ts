/**
 * Icons drawn at build from `public/favicon.svg`: `/favicon.ico` for browsers and
 * tools that ask for it, the manifest's 192 and 512 px icons, and `/logo.png` (512 px) for the
 * Organization structured data, which search engines want as a raster image of at least 112 px.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { MANIFEST_ICONS } from '../../../src/lib/seo';

/** Sizes inside `/favicon.ico`. */
export const ICO_SIZES = [16, 32, 48] as const;

/**
 * An ICO file holding PNG images (the format Windows and every browser read since 2007):
 * a 6-byte header, one 16-byte entry per image, then the images.
 */
export function icoFile(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

const png = (svg: Buffer, size: number) =>
  sharp(svg, { density: Math.max(72, (72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** Writes favicon.ico, icon-192.png, icon-512.png and logo.png into the built site. */
export async function writeIcons(clientDir: string): Promise<void> {
  const svg = readFileSync(join(clientDir, 'favicon.svg'));
  const ico = await Promise.all(
    ICO_SIZES.map(async (size) => ({ size, png: await png(svg, size) })),
  );
  writeFileSync(join(clientDir, 'favicon.ico'), icoFile(ico));
  for (const size of MANIFEST_ICONS) {
    writeFileSync(join(clientDir, `icon-${size}.png`), await png(svg, size));
  }
  writeFileSync(join(clientDir, 'logo.png'), await png(svg, 512));
}
