import { freePort, type ServerProcess, startReadyServer } from './server-process';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the tests
  json: any;
}

/**
 * The real server as its own process on one data folder (and database), started, killed with
 * SIGKILL and started again at will, with a JSON client for its port.
 */
export async function killableStore(options: { dataDir: string; databaseUrl?: string; env?: Record<string, string> }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ServerProcess | undefined;

  async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : undefined } as Answer;
  }

  return {
    base,
    call,
    /** Pays a session on the demo provider's checkout with a test card, as the browser would. */
    payOnDemoCheckout: (sessionId: string, name: string) =>
      call('POST', `/demo-pg/sessions/${sessionId}/pay`, {
        cardNumber: '4111111111111111',
        expiry: '12/30',
        cvv: '123',
        name,
      }),
    async start(env: Record<string, string> = {}) {
      server = await startReadyServer({
        dataDir: options.dataDir,
        databaseUrl: options.databaseUrl,
        env: { PORT: String(port), HOST: '127.0.0.1', ...options.env, ...env },
      });
    },
    async kill() {
      server?.child.kill('SIGKILL');
      await server?.exited;
      server = undefined;
    },
  };
}

export type KillableStore = Awaited<ReturnType<typeof killableStore>>;
