// A feature of the web app never imports another feature: `app/` composes them (docs/architecture.md,
// "Boundaries"). The import is resolved to a path before it is judged, so every spelling counts:
// `../../artwork/x`, `../../../features/artwork/x`, an alias such as `@/features/artwork/x`.
// Shared code (components/, lib/, config/) imports no feature at all.
import path from 'node:path';

const webSrc = 'apps/web/src';
// Specifiers that point into apps/web/src without being relative.
const aliases = [/^@\//, /^~\//, /^src\//, /^@soundpost\/web\/src\//, /^@soundpost\/web\//];

/** The feature a path under apps/web/src belongs to, or null; `shared` for components/ etc. */
function areaOf(relativeToSrc) {
  const parts = relativeToSrc.split('/');
  if (parts[0] === 'features' && parts[1]) return { kind: 'feature', name: parts[1] };
  if (['components', 'lib', 'config'].includes(parts[0])) return { kind: 'shared' };
  return { kind: 'other' };
}

/** The import's target relative to apps/web/src, or null when it lies elsewhere. */
function targetOf(specifier, file) {
  if (specifier.startsWith('.')) {
    const resolved = path.posix.join(path.posix.dirname(file), specifier);
    const at = resolved.lastIndexOf(`${webSrc}/`);
    return at === -1 ? null : resolved.slice(at + webSrc.length + 1);
  }
  const alias = aliases.find((pattern) => pattern.test(specifier));
  return alias ? specifier.replace(alias, '') : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports no other feature; app/ composes them.' },
    messages: {
      crossFeature:
        'Feature "{{from}}" imports feature "{{to}}": features do not import each other; compose them in app/.',
      sharedImportsFeature:
        'Shared code imports feature "{{to}}": move what both need to components/ or lib/, or compose in app/.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const at = file.lastIndexOf(`${webSrc}/`);
    if (at === -1) return {};
    const fileInSrc = file.slice(at + webSrc.length + 1);
    const from = areaOf(fileInSrc);
    if (from.kind === 'other') return {};

    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const target = targetOf(source.value, file);
      if (!target) return;
      const to = areaOf(target);
      if (to.kind !== 'feature') return;
      if (from.kind === 'shared') {
        context.report({ node, messageId: 'sharedImportsFeature', data: { to: to.name } });
      } else if (to.name !== from.name) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.name, to: to.name } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};
