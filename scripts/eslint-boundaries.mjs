// The import-boundary rule (ARCHITECTURE.md "Rules of dependency"), as a local ESLint plugin:
//  - a plugin (plugins/<kind>/<name>/) imports the sdk and npm packages only: never core/, server/, host/ or
//    another plugin;
//  - core/ and server/ never import a plugin; only host/ names plugins (sdk/, scripts/, test/contract… must not);
//  - sdk/ imports neither core/, server/ nor host/;
//  - outside sdk/, the sdk is imported by name ('@fathom/sdk/web'…), never by a relative path into sdk/.
// ESLint's own no-restricted-imports matches the import text only: it sees neither dynamic import() nor
// require() (the host loads plugins lazily through import()), and '../../x' leaves a plugin folder or not
// depending on how deep the importing file sits. This rule resolves each specifier to the file it names first:
// relative, absolute, through tsconfig's baseUrl ('server/app') or the sdk's name, in import/export, import(),
// import types, require(), require.resolve() and jest.mock().
// Which files are exempt (test/e2e, test/api…) is eslint.config.mjs's business.
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SDK_NAME = '@fathom/sdk';
// tsconfig's baseUrl is the repository root, so 'server/app' names server/app.ts as surely as '../../server/app'.
const TOP_DIRS = new Set(['sdk', 'core', 'server', 'plugins', 'host', 'test', 'scripts', 'bin']);

/** The area of a repository-relative path: plugin (with its id), core, server, host, sdk, or other. */
export function areaOf(rel) {
  const parts = rel.split('/');
  if (parts[0] === 'plugins' && parts.length >= 3) return { kind: 'plugin', plugin: `${parts[1]}/${parts[2]}` };
  if (['core', 'server', 'host', 'sdk'].includes(parts[0])) return { kind: parts[0] };
  return { kind: 'other', top: parts[0] };
}

/** Why an import from `fromRel` of a file resolving to `toRel` breaks the rules, or null. */
export function violation(fromRel, toRel) {
  const from = areaOf(fromRel);
  const to = areaOf(toRel);
  if (from.kind === 'plugin') {
    if (['core', 'server', 'host'].includes(to.kind)) return `plugin ${from.plugin} imports ${to.kind}/ (${toRel})`;
    if (to.kind === 'plugin' && to.plugin !== from.plugin) return `plugin ${from.plugin} imports another plugin, ${to.plugin} (${toRel})`;
    return null;
  }
  if (from.kind === 'sdk' && ['core', 'server', 'host'].includes(to.kind)) return `sdk/ imports ${to.kind}/ (${toRel})`;
  if (to.kind !== 'plugin') return null;
  if (from.kind === 'host') return null;
  if (from.kind === 'core' || from.kind === 'server') return `${from.kind}/ imports a plugin (${toRel})`;
  return `only host/ may name plugins, but ${fromRel} imports ${toRel}`;
}

/** Why importing `spec` from the file at `fromRel` breaks the rules, or null (npm packages always pass). */
export function checkImport(fromRel, spec) {
  const named = spec === SDK_NAME || spec.startsWith(`${SDK_NAME}/`);
  const fromBase = TOP_DIRS.has(spec.split('/')[0]);
  if (!named && !fromBase && !spec.startsWith('.') && !spec.startsWith('/')) return null;
  const target = named
    ? `sdk${spec.slice(SDK_NAME.length)}`
    : fromBase
      ? spec
      : relative(ROOT, resolve(ROOT, dirname(fromRel), spec))
          .split(sep)
          .join('/');
  if (target.startsWith('..') || isAbsolute(target)) return null;
  const why = violation(fromRel, target);
  if (why) return why;
  if (!named && areaOf(target).kind === 'sdk' && areaOf(fromRel).kind !== 'sdk')
    return `the sdk is imported by name ('${SDK_NAME}/…'), not by the path '${spec}'`;
  return null;
}

/**
 * The module text of a string literal, else undefined. Of a template literal with placeholders, the folder its
 * fixed start names (`../../b/web/${page}` names ../../b/web), which is what the boundaries are about.
 */
function literalText(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === 'TemplateLiteral') {
    const head = node.quasis[0].value.cooked ?? '';
    return head.includes('/') ? head.slice(0, head.lastIndexOf('/')) || '/' : undefined;
  }
  if (node.type === 'TSLiteralType') return literalText(node.literal);
  return undefined;
}

// Calls whose first argument names a module: they load it (or, for jest.mock without a factory, a mock of it).
const MODULE_CALLS = new Set(['require', 'require.resolve', 'jest.mock', 'jest.requireActual', 'jest.requireMock']);
const calleeName = c =>
  c.type === 'Identifier'
    ? c.name
    : c.type === 'MemberExpression' && !c.computed && c.object.type === 'Identifier'
      ? `${c.object.name}.${c.property.name}`
      : '';

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep plugins, core, server, host and the sdk inside their import boundaries (ARCHITECTURE.md)' },
    schema: [],
    messages: { boundary: '{{why}}' },
  },
  create(context) {
    const fromRel = relative(ROOT, context.filename).split(sep).join('/');
    if (fromRel.startsWith('..')) return {};
    const check = (node, source) => {
      const spec = literalText(source);
      if (spec === undefined) return;
      const why = checkImport(fromRel, spec);
      if (why) context.report({ node: source, messageId: 'boundary', data: { why } });
    };
    return {
      ImportDeclaration: node => check(node, node.source),
      ExportNamedDeclaration: node => check(node, node.source),
      ExportAllDeclaration: node => check(node, node.source),
      ImportExpression: node => check(node, node.source),
      TSImportType: node => check(node, node.argument),
      TSExternalModuleReference: node => check(node, node.expression),
      CallExpression(node) {
        if (MODULE_CALLS.has(calleeName(node.callee))) check(node, node.arguments[0]);
      },
    };
  },
};

export default { meta: { name: 'fathom-boundaries' }, rules: { 'import-boundaries': importBoundaries } };
