// One money unit: amounts are integer paise, and the only place that turns paise into rupees or back (a division
// or multiplication by 100) is packages/shared/src/money.ts. Run by the build and by a unit test, it prints each
// `/ 100` or `* 100` elsewhere in the apps' and the shared package's sources as `file:line: code` and exits 1.
// A percentage (`* 100}%`, `cqw`) is not money; any other line that is not money says so in a `// not money` comment.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOTS = ['apps/api/src', 'apps/web/src', 'packages/shared/src'];
const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED = /\.test\.(ts|tsx)$/;
const MONEY_FILE = 'packages/shared/src/money.ts';
const BY_HUNDRED = /[/*]\s*100(?![\d._])|\b100\s*\*\s*[a-z(]/i;
const PERCENT = /\*\s*100\s*}?\s*(?:%|cqw)|100\s*}?%/;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) && !SKIPPED.test(name) ? [full] : [];
  });
}

/** The lines of a source text that turn money from one unit into another outside money.ts. */
export function moneyArithmeticIn(text) {
  return text
    .split('\n')
    .map((line, index) => ({ line: index + 1, code: line.trim() }))
    .filter(({ code }) => {
      const withoutComment = code.replace(/\/\/.*$/, '').replace(/\/\*.*?\*\//g, '');
      if (code.startsWith('*') || code.startsWith('//')) return false;
      if (/\/\/.*\bnot money\b/.test(code)) return false;
      return BY_HUNDRED.test(withoutComment) && !PERCENT.test(withoutComment);
    });
}

export function findMoneyArithmetic(repoDir) {
  return ROOTS.flatMap((root) =>
    sourceFiles(path.join(repoDir, root)).flatMap((file) => {
      const relative = path.relative(repoDir, file).split(path.sep).join('/');
      if (relative === MONEY_FILE) return [];
      return moneyArithmeticIn(readFileSync(file, 'utf8')).map((found) => ({ file: relative, ...found }));
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const found = findMoneyArithmetic(repoDir);
  for (const { file, line, code } of found) console.error(`${file}:${line}: ${code}`);
  if (found.length > 0) {
    console.error(
      `\n${found.length} money conversion(s) outside ${MONEY_FILE}: use its functions (scripts/money-arithmetic.mjs)`,
    );
    process.exit(1);
  }
  console.log('money arithmetic: only in money.ts');
}
