// Every boundary the build enforces, in one command (run by the build and by a unit test): imports run one way
// (scripts/import-layers.mjs), a module's queries name only its own tables and live in its repositories
// (scripts/data-boundary.mjs), and money turns into rupees or back only in money.ts (scripts/money-arithmetic.mjs).
// Prints each crossing on a line of its own and exits 1 when there is any.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeDataCrossing, findDataCrossings } from './data-boundary.mjs';
import { describeCrossing, findAllCrossings } from './import-layers.mjs';
import { findMoneyArithmetic } from './money-arithmetic.mjs';

const MONEY_FILE = 'packages/shared/src/money.ts';

/** Every crossing of the repository, one line each: imports, then data, then money. */
export function boundaryCrossings(repoDir) {
  return [
    ...findAllCrossings(repoDir).map(describeCrossing),
    ...findDataCrossings(repoDir).map(describeDataCrossing),
    ...findMoneyArithmetic(repoDir).map(
      ({ file, line, code }) => `${file}:${line}: ${code} — money turns into rupees or back only in ${MONEY_FILE}`,
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const crossings = boundaryCrossings(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const crossing of crossings) console.error(crossing);
  if (crossings.length > 0) {
    console.error(`\n${crossings.length} boundary crossing(s) (scripts/boundaries.mjs)`);
    process.exit(1);
  }
  console.log('boundaries: imports one way, each module on its own tables from its repositories, money in money.ts');
}
