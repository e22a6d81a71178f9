import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** The bold files of the bundled faces (the same packages the browser loads). */
const FONT_FILES = [
  '@fontsource/inter/files/inter-latin-700-normal.woff',
  '@fontsource/inter/files/inter-latin-ext-700-normal.woff',
  '@fontsource/lora/files/lora-latin-700-normal.woff',
  '@fontsource/lora/files/lora-latin-ext-700-normal.woff',
  '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff',
  '@fontsource/playfair-display/files/playfair-display-latin-ext-700-normal.woff',
  '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-700-normal.woff',
];

/**
 * WOFF 1.0 to the TrueType/OpenType file it wraps: the same tables, each inflated, behind a
 * plain sfnt directory. librsvg finds fonts through fontconfig, which reads sfnt files only.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < original ? inflateSync(raw) : raw,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const headerSize = 12 + 16 * count;
  const out = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), headerSize));
  let power = 1;
  let log = 0;
  while (power * 2 <= count) {
    power *= 2;
    log += 1;
  }
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(log, 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let at = headerSize;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    out.writeUInt32BE(table.tag, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(at, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, at);
    at += padded(table.data.length);
  });
  return out;
}

/** Written whole or not at all, so stores starting together never read half a file. */
async function writeWhole(path: string, data: Buffer | string): Promise<void> {
  await writeFile(`${path}.${process.pid}`, data);
  await rename(`${path}.${process.pid}`, path);
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Unpacks the bundled faces into a folder of their own (once per machine) and points fontconfig
 * at it, beside the system's fonts. Returns the folder, or undefined when the faces are unavailable.
 */
async function prepareBundledFonts(): Promise<string | undefined> {
  try {
    const require = createRequire(import.meta.url);
    const paths = FONT_FILES.map((file) => require.resolve(file));
    const version = createHash('sha256').update(paths.join('\n')).digest('hex').slice(0, 12);
    const folder = join(tmpdir(), `store-name-fonts-${version}`);
    const config = join(folder, 'fonts.conf');
    if (!(await exists(config))) {
      await mkdir(join(folder, 'files'), { recursive: true });
      for (const path of paths) {
        const name = basename(path).replace(/\.woff$/, '.ttf');
        await writeWhole(join(folder, 'files', name), woffToSfnt(await readFile(path)));
      }
      await writeWhole(
        config,
        `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  ${process.env.FONTCONFIG_FILE ? `<include ignore_missing="yes">${process.env.FONTCONFIG_FILE}</include>` : '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>'}
  <dir>${join(folder, 'files')}</dir>
  <cachedir>${join(folder, 'cache')}</cachedir>
</fontconfig>
`,
      );
    }
    process.env.FONTCONFIG_FILE = config;
    return folder;
  } catch (error) {
    // Without them names still render, in the system's fallback faces.
    console.warn(`Name preview fonts unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

let registration: Promise<string | undefined> | undefined;

/**
 * The bundled faces, registered with fontconfig on the first call and never again: every caller,
 * including several first renders at once, waits on the same registration. fontconfig reads its
 * setup at the first text a process draws, so every code that draws text with sharp awaits this
 * first (the name previews, and the demo pictures when the catalogue is seeded in the same process).
 */
export function registerBundledFonts(): Promise<string | undefined> {
  registration ??= prepareBundledFonts();
  return registration;
}
