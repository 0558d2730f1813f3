import path from 'node:path';
import { violation } from './layers.js';

/** ESLint rule: enforces the one-way dependencies between the repo's layers (architecture.md). */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the import boundaries between design-system, features, app, fixtures, contract and server.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { forbidden: '{{message}}' },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const file = context.filename;
    const fromRel = path.relative(root, file);

    function check(node, specifier, dynamic = false) {
      if (typeof specifier !== 'string') return;
      let target;
      if (specifier.startsWith('~/')) target = path.join(root, specifier.slice(2));
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
      else return;
      const message = violation(fromRel, path.relative(root, target), { dynamic });
      if (message) context.report({ node, messageId: 'forbidden', data: { message } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value, true),
    };
  },
};

export default { rules: { boundaries } };
