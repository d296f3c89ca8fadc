// Turns `import * as m from '…/generated/messages'` and its `m.name(…)` calls into imports of the
// one module of each message used (scripts/messages.mjs writes a module a message).
//
// Why: the messages' index re-exports every message, so every module that imports it depends on
// all of them. A module in a manual chunk (the partner bundle's runtime) brings everything it
// depends on into that chunk, and the bundler puts modules reached by the same widgets together:
// through the index, every widget shared one chunk of every message. Past the index, each message
// goes with the code that shows it.

/** The specifier of the messages' index: a path ending in `generated/messages`. */
const INDEX = /(^|\/)generated\/messages$/;

/** The `m.name` member reads of `local` in a program, with their positions (ESTree nodes). */
function memberReads(node, local, found = []) {
  if (!node || typeof node.type !== 'string') return found;
  if (
    node.type === 'MemberExpression' &&
    !node.computed &&
    node.object.type === 'Identifier' &&
    node.object.name === local &&
    node.property.type === 'Identifier'
  ) {
    found.push({ start: node.start, end: node.end, name: node.property.name });
    return found;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) for (const child of value) memberReads(child, local, found);
    else if (value && typeof value === 'object') memberReads(value, local, found);
  }
  return found;
}

/** How many times an identifier named `local` appears in a program. */
function identifierCount(node, local) {
  if (!node || typeof node.type !== 'string') return 0;
  let count = node.type === 'Identifier' && node.name === local ? 1 : 0;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) for (const child of value) count += identifierCount(child, local);
    else if (value && typeof value === 'object') count += identifierCount(value, local);
  }
  return count;
}

/** @returns {import('vite').Plugin} */
export function messagesPastIndex() {
  return {
    name: 'rdc-messages-past-index',
    apply: 'build',
    // After the TypeScript and JSX transforms: the code is JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!code.includes('generated/messages')) return null;
      const program = this.parse(code);
      const imports = program.body.filter(
        (node) =>
          node.type === 'ImportDeclaration' &&
          INDEX.test(String(node.source.value)) &&
          node.specifiers.length === 1 &&
          node.specifiers[0].type === 'ImportNamespaceSpecifier',
      );
      if (imports.length === 0) return null;
      const edits = [];
      for (const node of imports) {
        const local = node.specifiers[0].local.name;
        const reads = memberReads(program, local);
        const names = [...new Set(reads.map((read) => read.name))].sort();
        const from = String(node.source.value);
        const lines = names.map(
          (name) => `import { ${name} as ${local}$${name} } from '${from}/${name}.js';`,
        );
        edits.push({ start: node.start, end: node.end, text: lines.join('\n') });
        for (const read of reads)
          edits.push({ start: read.start, end: read.end, text: `${local}$${read.name}` });
        // The import's own name, and one per `m.name`: any other use needs the whole index.
        if (identifierCount(program, local) !== reads.length + 1)
          this.error(`${id}: uses "${local}" other than as ${local}.name; call the messages by name`);
      }
      let result = code;
      for (const edit of edits.sort((a, b) => b.start - a.start))
        result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
      return { code: result, map: null };
    },
  };
}
