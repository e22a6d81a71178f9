// Prints the results table and writes the same rows to bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const COLUMNS = [
  ['name', 'Measurement'],
  ['figure', 'Figure'],
  ['baseline', 'Baseline'],
  ['ratio', 'Ratio'],
  ['target', 'Target'],
  ['result', 'Result'],
];

/** A table row; `figure`/`baseline` are display text, `value`/`baselineValue` the raw numbers for the JSON. */
export function row({ name, figure, baseline = '—', ratio = null, target = '—', result = 'info', ...raw }) {
  return { name, figure: String(figure), baseline: String(baseline), ratio, target, result, ...raw };
}

export function machine() {
  const cpus = os.cpus();
  return {
    cores: os.availableParallelism(),
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
}

const cell = (column, item) => {
  // Rounded down, so a ratio shown as 0.70 has reached 0.70.
  if (column === 'ratio') return typeof item.ratio === 'number' ? (Math.floor(item.ratio * 100) / 100).toFixed(2) : '—';
  return String(item[column] ?? '').replaceAll('|', '\\|');
};

/** The rows as a Markdown table (also readable in a terminal). */
export function markdownTable(rows) {
  const header = `| ${COLUMNS.map(([, title]) => title).join(' | ')} |`;
  const rule = `|${COLUMNS.map(() => '---').join('|')}|`;
  const body = rows.map((item) => `| ${COLUMNS.map(([column]) => cell(column, item)).join(' | ')} |`);
  return [header, rule, ...body].join('\n');
}

export function summary(rows) {
  const counts = {};
  for (const item of rows) counts[item.result] = (counts[item.result] ?? 0) + 1;
  return counts;
}

/** Prints the table and writes `bench/results/latest.json`; returns the JSON document. */
export function writeReport(rows, { resultsDir, startedAt, notes = [], details = {} }) {
  const document = {
    date: new Date().toISOString(),
    machine: machine(),
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    summary: summary(rows),
    rows,
    notes,
    details,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(document, null, 2)}\n`);
  const { cores, cpu, node } = document.machine;
  const load = `load average ${details.loadAverageAtStart?.[0] ?? '?'} at start, ${document.machine.loadAverage[0]} at end`;
  console.log(`\nBenchmark ${document.date.slice(0, 10)} on ${cores} cores (${cpu}), Node ${node}; ${load}\n`);
  console.log(markdownTable(rows));
  const counts = Object.entries(document.summary)
    .map(([result, count]) => `${count} ${result}`)
    .join(', ');
  console.log(`\n${counts}; ${document.durationSeconds} s. Written to ${path.join(resultsDir, 'latest.json')}`);
  if (notes.length > 0) console.log(`\nNotes:\n${notes.map((note) => `- ${note}`).join('\n')}`);
  return document;
}
