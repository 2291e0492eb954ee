import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The modules whose top-level values are declarations only (constants, zod schemas, messages). */
const DECLARATION_MODULES = '/packages/shared/src/';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Function bodies run only when called: their calls are left as they are. */
const OPAQUE = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'ClassExpression', 'ClassBody']);

/** Start offsets of every call and `new` in an initializer, outside function bodies. */
function callStarts(node: Node, out: Set<number>): void {
  if (OPAQUE.has(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') out.add(node.start);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((item) => isNode(item) && callStarts(item, out));
    else if (isNode(value)) callStarts(value, out);
  }
}

function initializers(program: Node): Node[] {
  const found: Node[] = [];
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      if (isNode(declarator.init)) found.push(declarator.init);
    }
  }
  return found;
}

/**
 * Marks every call in the top-level initializers of `packages/shared` as pure, so a page that
 * imports one constant from a module does not also carry the zod schemas built beside it (and zod
 * itself). Rollup cannot know that `z.object({...})` only builds a value; the shared package's
 * rule — declarations only, no registration by side effect — is what makes this true.
 */
export function pureDeclarations(): Plugin {
  return {
    name: 'occ-pure-declarations',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes(DECLARATION_MODULES) || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)) return null;
      const starts = new Set<number>();
      for (const init of initializers(this.parse(code) as unknown as Node)) callStarts(init, starts);
      if (!starts.size) return null;
      const s = new MagicString(code);
      for (const start of starts) s.appendLeft(start, '/* @__PURE__ */ ');
      return { code: s.toString(), map: s.generateMap({ hires: true, source: id }) };
    },
  };
}
