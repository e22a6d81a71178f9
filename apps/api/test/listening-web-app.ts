import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app';
import { buildRenderWebRoot } from './web-render-root';

export interface RawAnswer {
  status: number;
  /** Header names in lower case, as sent. */
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The store with the front end's real renderer, listening on a real connection: pages kept fresh are answered
 * there before the app's routing (the early answer), which `inject` never reaches.
 */
export async function listeningWebApp(publicUrl: string) {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'store-listening-web-'));
  await buildRenderWebRoot(webRoot);
  const t: TestApp = await createTestApp({ webRoot, seed: true, env: { PUBLIC_URL: publicUrl } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

  const get = (pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      http
        .get(`${origin}${pathname}`, { headers, agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const received: Record<string, string> = {};
            for (let index = 0; index < response.rawHeaders.length; index += 2)
              received[(response.rawHeaders[index] as string).toLowerCase()] = response.rawHeaders[index + 1] as string;
            resolve({ status: response.statusCode ?? 0, headers: received, body: Buffer.concat(chunks) });
          });
        })
        .on('error', reject);
    });

  const close = async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  };
  return { t, get, close };
}
