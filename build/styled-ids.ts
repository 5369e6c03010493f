/**
 * Stable styled-components ids, for pre-rendered pages that hydrate (issue 7).
 *
 * Without a compiler plugin, styled-components names each component `sc-<hash of a counter>`: the
 * n-th `styled…` call evaluated gets the n-th id. The build's pre-render (Node, every public page
 * in one process) and the browser (the entry, then one page's chunk) evaluate the modules in
 * different orders, so their class names would differ, and the server's CSS would not match the
 * browser's classes. This transform gives every `styled.tag` / `styled(Component)` definition in
 * our sources an id from its file and its place in the file, the same in both builds:
 * `styled.div\`…\`` becomes `styled.div.withConfig({ componentId: "sc-<hash>" })\`…\``.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

const walk = (node: Node, visit: (node: Node) => void): void => {
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) value.forEach((item) => isNode(item) && walk(item, visit));
    else if (isNode(value)) walk(value, visit);
  }
};

/** The local name of `import styled from 'styled-components'`, if the module has one. */
const styledBinding = (program: Node): string | null => {
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as { value?: unknown }).value !== 'styled-components') continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type === 'ImportDefaultSpecifier') return (specifier.local as { name: string }).name;
    }
  }
  return null;
};

const isIdentifier = (node: unknown, name: string): boolean =>
  isNode(node) && node.type === 'Identifier' && (node as { name?: unknown }).name === name;

/**
 * The `styled.tag` or `styled(Component)` at the root of a tagged template's tag, through any
 * `.attrs(…)` / `.withConfig(…)` calls; null when the template is something else (`css`, `keyframes`).
 */
const styledRoot = (tag: Node, styled: string): Node | null => {
  let current: Node = tag;
  for (;;) {
    if (current.type === 'MemberExpression' && isIdentifier(current.object, styled)) return current;
    if (current.type === 'CallExpression') {
      const callee = current.callee as Node;
      if (isIdentifier(callee, styled)) return current;
      if (callee.type === 'MemberExpression' && isNode(callee.object)) {
        current = callee.object;
        continue;
      }
    }
    return null;
  }
};

/** `sc-` and 12 hex digits of the file's path (from the project root) and the definition's ordinal. */
export const componentIdFor = (file: string, ordinal: number): string =>
  `sc-${createHash('sha256').update(`${file}:${ordinal}`).digest('hex').slice(0, 12)}`;

/** Adds the ids to one module's code; null when it defines no styled component. */
export function addStyledIds(code: string, file: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('styled-components')) return null;
  const program = parseAst(code) as unknown as Node;
  const styled = styledBinding(program);
  if (styled === null) return null;
  const roots: Node[] = [];
  walk(program, (node) => {
    if (node.type !== 'TaggedTemplateExpression') return;
    const root = styledRoot(node.tag as Node, styled);
    if (root !== null) roots.push(root);
  });
  if (roots.length === 0) return null;
  const output = new MagicString(code);
  roots
    .sort((a, b) => a.start - b.start)
    .forEach((root, ordinal) => {
      if (!code.startsWith(styled, root.start)) throw new Error(`styled-ids: unexpected offsets in ${file}`);
      output.appendLeft(root.end, `.withConfig({ componentId: ${JSON.stringify(componentIdFor(file, ordinal))} })`);
    });
  return { code: output.toString(), map: output.generateMap({ hires: true, source: file }) };
}

/** The Vite plugin: our own sources only, after TypeScript and JSX are gone. */
export const stableStyledIds = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'agentes-stable-styled-ids',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null;
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (!relative.startsWith('src/')) return null;
      return addStyledIds(code, relative);
    },
  };
};
