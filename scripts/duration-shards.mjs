// Playwright's --shard splits by test count, and our spec files take from 6 s to 150 s. Named as a reporter in
// playwright.config.ts, this module takes the split over (Reporter.preprocess, TestRun.skipSharding): whole spec
// files, the longest first, each to the shard with the least measured time so far. e2e/durations.json holds the
// seconds of each file, summed over every project; a file not measured yet counts as the average one.
//   node scripts/duration-shards.mjs <log>   rewrites e2e/durations.json from the log of a passing `npm test`
//                                            (or of `npm run test:e2e`)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e');
const durationsFile = path.join(e2eDir, 'durations.json');

/** `files` as `shards` lists of about the same measured seconds, the same on every call with the same input. */
export function splitByDuration(files, durations, shards) {
  const measured = Object.values(durations);
  const average = measured.length > 0 ? measured.reduce((sum, seconds) => sum + seconds, 0) / measured.length : 1;
  const secondsOf = (file) => durations[file] ?? average;
  const longestFirst = [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || (a < b ? -1 : 1));
  const split = Array.from({ length: shards }, () => ({ files: [], seconds: 0 }));
  for (const file of longestFirst) {
    const lightest = split.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    lightest.files.push(file);
    lightest.seconds += secondsOf(file);
  }
  return split;
}

/** Keeps this shard's spec files and excludes the others' before the run; reports nothing. */
export default class DurationShards {
  printsToStdio() {
    return false;
  }

  preprocess({ config, suite, testRun }) {
    if (!config.shard) return;
    let durations;
    try {
      durations = JSON.parse(readFileSync(durationsFile, 'utf8'));
    } catch (error) {
      // Playwright's own split still runs every test once, only less evenly.
      console.warn(`${error.message}: shards split by test count`);
      return;
    }
    testRun.skipSharding();
    // The suite holds every test the command line chose (files, --project, --grep), not yet sharded.
    const fileSuites = suite.suites.flatMap((project) => project.suites);
    const fileOf = (fileSuite) => path.relative(e2eDir, fileSuite.location.file);
    const files = [...new Set(fileSuites.map(fileOf))];
    const split = splitByDuration(files, durations, config.shard.total);
    const mine = split[config.shard.current - 1];
    for (const fileSuite of fileSuites) {
      if (!mine.files.includes(fileOf(fileSuite))) testRun.exclude(fileSuite);
    }
    const total = split.reduce((sum, shard) => sum + shard.seconds, 0);
    console.log(
      `Shard ${config.shard.current}/${config.shard.total} by measured time: ${mine.files.length} of ${files.length} ` +
        `spec files, about ${Math.round(mine.seconds)} s of ${Math.round(total)} s`,
    );
  }
}

// A finished test in the list reporter's lines: `✓  12 [phone] › e2e/cart.spec.ts:5:1 › its title (3.6s)`.
const testLine = /\[[^\]]+\] › (?:e2e\/)?(\S+\.spec\.ts):\d+:\d+ › .* \((\d+(?:\.\d+)?)(ms|s|m)\)$/;
const secondsPer = { ms: 0.001, s: 1, m: 60 };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [log] = process.argv.slice(2);
  if (!log) {
    console.error('usage: node scripts/duration-shards.mjs <log of npm test>');
    process.exit(2);
  }
  const seconds = {};
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    const match = testLine.exec(line);
    if (match) seconds[match[1]] = (seconds[match[1]] ?? 0) + Number(match[2]) * secondsPer[match[3]];
  }
  const files = Object.keys(seconds).sort();
  if (files.length === 0) {
    console.error(`${log}: no finished browser tests in it; ${durationsFile} left as it was`);
    process.exit(1);
  }
  const durations = Object.fromEntries(files.map((file) => [file, Math.round(seconds[file] * 10) / 10]));
  writeFileSync(durationsFile, `${JSON.stringify(durations, null, 2)}\n`);
  const total = Math.round(Object.values(seconds).reduce((sum, value) => sum + value, 0));
  console.log(`${path.relative(process.cwd(), durationsFile)}: ${files.length} spec files, ${total} s`);
}
