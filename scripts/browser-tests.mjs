// The browser suite as two shards at once, each with its own stores (ports, data folders and, with
// E2E_DATABASE_URL, a PostgreSQL database of its own), so no shard sees another's writes. The
// browser waits on pages and servers much of the time: two shards fill the two cores. Each shard takes whole spec
// files of about the same measured time (scripts/duration-shards.mjs, a reporter in playwright.config.ts).
//   node scripts/browser-tests.mjs [playwright args]
// Spec files, --project or --grep given here narrow the tests first; what is left is split between the shards.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';

const SHARDS = Number(process.env.E2E_SHARDS ?? 2);
// Each shard's stores and payment doubles take its port and the next five (playwright.config.ts), and
// payment-return.spec.ts a store of its own on the tenth after it: twelve ports a shard.
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3990);
const PORTS_PER_SHARD = 12;

/** A new, empty database on the server of `adminUrl`, for one shard's PostgreSQL store. */
async function createDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function runShard(index, databaseUrl) {
  const label = `[${index}/${SHARDS}]`;
  const env = { ...process.env, E2E_PORT: String(FIRST_PORT + (index - 1) * PORTS_PER_SHARD) };
  if (databaseUrl) env.E2E_DATABASE_URL = databaseUrl;
  const child = spawn('npx', ['playwright', 'test', `--shard=${index}/${SHARDS}`, ...process.argv.slice(2)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`));
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ label, code: code ?? signal })));
}

const adminUrl = process.env.E2E_DATABASE_URL;
const databases = [];
for (let index = 1; index <= SHARDS; index += 1) {
  databases.push(adminUrl ? await createDatabase(adminUrl, `store_e2e_shard_${index}`) : undefined);
}
const results = await Promise.all(databases.map((url, i) => runShard(i + 1, url)));
const failed = results.filter((result) => result.code !== 0);
for (const result of failed) console.error(`${result.label} browser tests failed (exit ${result.code})`);
process.exit(failed.length === 0 ? 0 : 1);
