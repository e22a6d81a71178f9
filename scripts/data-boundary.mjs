// The data boundary of the API's modules (run by the build through scripts/boundaries.mjs and by a unit test): a
// module's queries name only its own tables (prefixed with its name, `invoices_…`), and its SQL, whether Kysely's
// query builder or raw `sql`, lives only in its *.repository.ts files. db/ and the migrations are infrastructure and
// are not checked. Prints each crossing as `file:line: query — why` and exits 1 when there is any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES = 'apps/api/src/modules';
const SOURCE = /\.(ts|mts)$/;
const TEST = /\.test\.(ts|mts)$/;
const REPOSITORY = /\.repository\.(ts|mts)$/;

// Kysely's calls that name a table: the statements and the joins (a join on a subquery names none).
const TABLE_CALL =
  /\b(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|(?:inner|left|right|full|cross)Join(?:Lateral)?)\s*\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const STATEMENT = new Set(['selectFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto']);
// Raw SQL: the `sql` template tag (typed or not) and its helpers.
const RAW_SQL =
  /\bsql\s*(?:<[^>`]*>)?\s*`|\bsql\.(?:raw|table|ref|id|lit|join|val|value)\s*\(|\bCompiledQuery\.raw\s*\(/g;
// Common table expressions are named by the query itself, not tables.
const CTE = /\.with(?:Recursive)?\s*\(\s*['"]([a-z_][a-z0-9_]*)/gi;

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) && !TEST.test(name) ? [full] : [];
  });
}

/** The text with its comments blanked out (lines kept), strings and templates left as they are. */
function withoutComments(text) {
  let out = '';
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      out += char;
      if (char === '\\') out += text[++i] ?? '';
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
      continue;
    }
    if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const comment = text.slice(i, end === -1 ? text.length : end + 2);
      out += comment.replace(/[^\n]/g, ' ');
      i += comment.length - 1;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    out += char;
  }
  return out;
}

/** The literal parts of the template that starts at `start` (just after its backtick), `${…}` left out. */
function templateText(code, start) {
  let text = '';
  for (let i = start; i < code.length; i++) {
    if (code[i] === '\\') {
      text += code[++i] ?? '';
    } else if (code[i] === '`') {
      return text;
    } else if (code[i] === '$' && code[i + 1] === '{') {
      let depth = 0;
      for (i += 1; i < code.length; i++) {
        if (code[i] === '{') depth++;
        if (code[i] === '}' && --depth === 0) break;
      }
      text += ' ';
    } else {
      text += code[i];
    }
  }
  return text;
}

const lineAt = (code, index) => code.slice(0, index).split('\n').length;
const tableOf = (name) =>
  name
    .trim()
    .split(/\s+as\s+/i)[0]
    .trim();

/**
 * The queries of a source text: `{ line, query, tables }` for each Kysely call naming a table (its tables without
 * aliases) and `{ line, query, raw }` for each raw SQL (its literal text in `raw`), comments left out.
 */
export function queriesOf(text) {
  const code = withoutComments(text);
  const ctes = new Set([...code.matchAll(CTE)].map((match) => match[1]));
  const calls = [...code.matchAll(TABLE_CALL)].map((match) => {
    const names = [...match[2].matchAll(/'([^']*)'|"([^"]*)"/g)].map((name) => name[1] ?? name[2]);
    return {
      index: match.index,
      line: lineAt(code, match.index),
      query: `${match[1]}(${names.map((name) => `'${name}'`).join(', ')})`,
      statement: STATEMENT.has(match[1]),
      tables: names.map(tableOf).filter((table) => !ctes.has(table)),
    };
  });
  const raws = [...code.matchAll(RAW_SQL)].map((match) => ({
    index: match.index,
    line: lineAt(code, match.index),
    query: match[0].endsWith('`') ? 'sql`…`' : `${match[0].replace(/\s*\($/, '')}(…)`,
    statement: true,
    raw: match[0].endsWith('`') ? templateText(code, match.index + match[0].length) : '',
    tables: [],
  }));
  return [...calls, ...raws].sort((a, b) => a.index - b.index).map(({ index: _, ...query }) => query);
}

/** Every table the modules declare in their *.tables.ts (`<name>: <Type>;` in an `…Tables` interface). */
function declaredTables(modulesDir) {
  return sourceFiles(modulesDir)
    .filter((file) => file.endsWith('.tables.ts'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/interface\s+\w+Tables\b[^{]*\{([^}]*)\}/g)].flatMap((body) =>
        [...body[1].matchAll(/^\s*([a-z][a-z0-9_]*)\s*:/gm)].map((key) => key[1]),
      ),
    );
}

const prefixOf = (module) => `${module.replace(/-/g, '_')}_`;

function ownerOf(table, modules) {
  return modules.find((module) => table.startsWith(prefixOf(module)));
}

function foreignReason(module, table, modules) {
  const owner = ownerOf(table, modules);
  const whose = owner
    ? `${table} is the ${owner} module's: call a function its index.ts exports`
    : `${table} is no module's`;
  return `${module} queries only its own tables (${prefixOf(module)}…); ${whose}`;
}

/** Every crossing in the API's modules: `{ file, line, query, reason }`, file relative to the repository. */
export function findDataCrossings(repoDir) {
  const modulesDir = path.join(repoDir, MODULES);
  if (!existsSync(modulesDir)) return [];
  const modules = readdirSync(modulesDir).filter((name) => statSync(path.join(modulesDir, name)).isDirectory());
  const tables = declaredTables(modulesDir);
  return sourceFiles(modulesDir).flatMap((full) => {
    const file = path.relative(repoDir, full).split(path.sep).join('/');
    const module = path.relative(modulesDir, full).split(path.sep)[0];
    const own = (table) => table.startsWith(prefixOf(module));
    return queriesOf(readFileSync(full, 'utf8')).flatMap(({ line, query, statement, tables: named, raw }) => {
      const inRaw = raw === undefined ? [] : tables.filter((table) => new RegExp(`\\b${table}\\b`).test(raw));
      const foreign = [...named, ...inRaw].find((table) => !own(table));
      if (foreign) {
        const shown = raw === undefined ? query : `sql\`…${foreign}…\``;
        return [{ file, line, query: shown, reason: foreignReason(module, foreign, modules) }];
      }
      if (statement && !REPOSITORY.test(full))
        return [{ file, line, query, reason: "SQL lives only in a module's *.repository.ts files" }];
      return [];
    });
  });
}

export const describeDataCrossing = ({ file, line, query, reason }) => `${file}:${line}: ${query} — ${reason}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const crossings = findDataCrossings(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const crossing of crossings) console.error(describeDataCrossing(crossing));
  if (crossings.length > 0) {
    console.error(`\n${crossings.length} query(ies) cross the data boundary (scripts/data-boundary.mjs)`);
    process.exit(1);
  }
  console.log('data boundary: no crossing');
}
