import type { Plugin } from 'vite';

/** Where each name of a barrel module comes from: exported name → the module and its name there. */
type ExportOrigins = Map<string, { from: string; name: string }>;

interface ExportNode {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: { local: { name?: string; value?: string }; exported: { name?: string; value?: string } }[];
}

const nameOf = (node: { name?: string; value?: string }) => node.name ?? String(node.value);

/** The re-exports (`export { a, b as c } from './x'`) of a barrel module, from its AST. */
function exportOrigins(program: { body: unknown[] }): ExportOrigins {
  const origins: ExportOrigins = new Map();
  for (const node of program.body as ExportNode[]) {
    if (node.type !== 'ExportNamedDeclaration' || !node.source) continue;
    for (const part of node.specifiers ?? [])
      origins.set(nameOf(part.exported), { from: String(node.source.value), name: nameOf(part.local) });
  }
  return origins;
}

interface ImportNode {
  type: string;
  start: number;
  end: number;
  source: { value: unknown };
  specifiers: { type: string; imported?: { name?: string; value?: string }; local: { name: string } }[];
}

/**
 * Turns `import { a, b } from '<specifier>'` into imports from the modules of the barrel that
 * define `a` and `b`, so that no module of the bundle depends on the barrel itself.
 *
 * Why: a module in a manual chunk brings every module it depends on into that chunk. Through
 * core's index, one import of the runtime's platform modules depended on all of core, and the
 * widgets all shared one chunk of everything any of them used. Without the barrel, the runtime
 * gets what it names and the bundler splits the rest by the widgets that use it.
 */
export function importsPastBarrel(specifier: string, barrel: string): Plugin {
  let origins: ExportOrigins = new Map();
  return {
    name: 'rdc-imports-past-barrel',
    apply: 'build',
    // The barrel as the build reads it (TypeScript stripped: its type-only exports are gone).
    async buildStart() {
      const { code } = await this.load({ id: barrel });
      if (code === null) this.error(`cannot load ${barrel}`);
      origins = exportOrigins(this.parse(code));
    },
    // After the TypeScript transform: type-only imports are gone, and the code is JavaScript.
    enforce: 'post',
    async transform(code, id) {
      if (!code.includes(specifier)) return null;
      const imports = (this.parse(code).body as unknown as ImportNode[]).filter(
        (node) => node.type === 'ImportDeclaration' && node.source.value === specifier,
      );
      if (imports.length === 0) return null;
      let result = code;
      // From the end, so that the earlier positions hold.
      for (const node of [...imports].reverse()) {
        const byModule = new Map<string, string[]>();
        for (const part of node.specifiers) {
          const imported = part.imported?.name ?? part.imported?.value;
          const origin =
            part.type === 'ImportSpecifier' && imported !== undefined ? origins.get(imported) : undefined;
          if (!origin)
            this.error(
              `${id}: "${imported ?? part.local.name}" of ${specifier} is not a named re-export of ${barrel}`,
            );
          const resolved = await this.resolve(origin.from, barrel);
          if (!resolved) this.error(`${id}: cannot resolve ${origin.from} from ${barrel}`);
          const names = byModule.get(resolved.id) ?? [];
          names.push(origin.name === part.local.name ? origin.name : `${origin.name} as ${part.local.name}`);
          byModule.set(resolved.id, names);
        }
        // A bare `import '<specifier>'` runs nothing in core's index (it only re-exports).
        const replacement = [...byModule]
          .map(([module, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(module)};`)
          .join(' ');
        // As many lines as the import had: the code after it keeps its place for the source map.
        const lineBreaks = '\n'.repeat(code.slice(node.start, node.end).split('\n').length - 1);
        result = result.slice(0, node.start) + replacement + lineBreaks + result.slice(node.end);
      }
      return { code: result, map: null };
    },
  };
}
