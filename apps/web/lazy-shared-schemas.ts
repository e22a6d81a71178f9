// In the web build, each schema the shared package builds at the top of a module is built on first use instead
// (src/lib/lazy-schema.ts): a page starts without building every form's schemas that its chunks carry (35–50 ms
// of a phone's start-up, decision 016). The API server keeps the package as written.
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const SHARED_SOURCE = /packages[\\/]shared[\\/]src[\\/].*\.ts$/;
const LAZY_SCHEMA_MODULE = path.resolve(import.meta.dirname, 'src/lib/lazy-schema.ts');
// Calls that use a schema rather than make one: their value is data.
const USING_A_SCHEMA = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The identifier a chain such as `z.string().min(1)` or `plainLine(...)` starts from. */
function chainRoot(node: Node): string | undefined {
  let current: Node = node;
  for (;;) {
    if (current.type === 'CallExpression') current = current.callee as Node;
    else if (current.type === 'MemberExpression') current = current.object as Node;
    else if (current.type === 'ParenthesizedExpression') current = current.expression as Node;
    else return current.type === 'Identifier' ? (current.name as string) : undefined;
  }
}

function outerMethod(call: Node): string | undefined {
  const callee = call.callee as Node;
  return callee.type === 'MemberExpression' ? ((callee.property as Node).name as string | undefined) : undefined;
}

/** The top-level `const` declarations of a module's program, exported or not. */
function topLevelConsts(program: Node): Node[] {
  return (program.body as Node[])
    .map((statement) =>
      statement.type === 'ExportNamedDeclaration' && statement.declaration
        ? (statement.declaration as Node)
        : statement,
    )
    .filter((statement) => statement.type === 'VariableDeclaration' && statement.kind === 'const');
}

/**
 * Whether an expression builds a schema: a chain from zod, from a schema (named `…Schema`, or made above in this
 * module), or from a helper of this module that returns one; or a call of another helper given a schema, such as
 * `plainLine(z.string(), …)`. A message helper's call (`hiddenCharactersMessage('Name')`) is data and stays.
 */
function buildsSchema(node: Node, schemas: Set<string>, helpers: Set<string>): boolean {
  if (node.type !== 'CallExpression') return false;
  if (USING_A_SCHEMA.has(outerMethod(node) ?? '')) return false;
  const root = chainRoot(node);
  if (!root) return false;
  if (root === 'z' || root.endsWith('Schema') || schemas.has(root) || helpers.has(root)) return true;
  let call: Node = node;
  while (call.type === 'CallExpression' && (call.callee as Node).type === 'MemberExpression') {
    call = (call.callee as Node).object as Node;
  }
  if (call.type !== 'CallExpression') return false;
  return (call.arguments as Node[]).some((argument) => buildsSchema(argument, schemas, helpers));
}

/** The module's helpers written as `const name = (…) => <schema chain>`. */
function schemaHelpers(program: Node): Set<string> {
  const helpers = new Set<string>();
  for (const declaration of topLevelConsts(program)) {
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init?.type !== 'ArrowFunctionExpression' || (init.body as Node).type === 'BlockStatement') continue;
      if (buildsSchema(init.body as Node, new Set(), helpers)) helpers.add((declarator.id as Node).name as string);
    }
  }
  return helpers;
}

/**
 * The module with each top-level schema wrapped to be built on first use, and the names wrapped; undefined when
 * the module builds none.
 */
export function wrapSchemas(code: string, parsed: unknown, id: string) {
  const program = parsed as Node;
  const helpers = schemaHelpers(program);
  const wrapped = new Set<string>();
  const edits = new MagicString(code);
  for (const declaration of topLevelConsts(program)) {
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      const name = (declarator.id as Node).name as string | undefined;
      if (!init || !name || !buildsSchema(init, wrapped, helpers)) continue;
      edits.appendLeft(init.start, `/* @__PURE__ */ __lazySchema(${JSON.stringify(name)}, () => (`);
      edits.appendRight(init.end, '))');
      wrapped.add(name);
    }
  }
  if (wrapped.size === 0) return undefined;
  edits.prepend(`import { lazySchema as __lazySchema } from ${JSON.stringify(LAZY_SCHEMA_MODULE)};\n`);
  return { code: edits.toString(), map: edits.generateMap({ hires: true, source: id }), wrapped: [...wrapped] };
}

export function lazySharedSchemas(): Plugin {
  return {
    name: 'lazy-shared-schemas',
    transform(code, id) {
      if (!SHARED_SOURCE.test(id) || id.includes('.test.')) return null;
      const result = wrapSchemas(code, this.parse(code), id);
      return result ? { code: result.code, map: result.map } : null;
    },
  };
}
