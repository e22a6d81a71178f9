import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_ROW_IMAGES_SCRIPT } from '@store/shared';

const SCRIPT_ELEMENT = /<script([^>]*)>([\s\S]*?)<\/script>/g;
/** Data, not code: the policy does not govern these. */
const DATA_TYPE = /\stype="application\/(ld\+)?json"/;

/**
 * The code of every inline script in the built pages (the boot loader of server-drawn pages), and the catalogue
 * grid's when the server's renderer is there to draw it into pages, for the content security policy to allow by
 * hash and nothing else inline.
 */
export function inlineScriptsOf(webRoot: string): string[] {
  const folders = [webRoot, path.join(webRoot, 'prerendered')];
  const scripts = new Set<string>();
  for (const folder of folders) {
    let files: string[];
    try {
      files = readdirSync(folder).filter((file) => file.endsWith('.html'));
    } catch {
      continue;
    }
    for (const file of files) {
      for (const [, attributes = '', code = ''] of readFileSync(path.join(folder, file), 'utf8').matchAll(
        SCRIPT_ELEMENT,
      )) {
        if (!/\ssrc=/.test(attributes) && !DATA_TYPE.test(attributes) && code.trim()) scripts.add(code);
      }
    }
  }
  if (existsSync(path.join(webRoot, 'prerendered', 'render', 'prerender.js'))) scripts.add(FIRST_ROW_IMAGES_SCRIPT);
  return [...scripts];
}
