// An esbuild plugin: the project's own modules are free of side effects (none runs anything at import but
// declarations), and so are its imports of dependencies (each names what it uses; none is imported for its effects).
// So a module bundled only because a face (`index.ts`) re-exports it, none of whose exports is used, is left out, and
// an import of a dependency whose bindings are unused is dropped: start-up loads only what it uses (not Express, ajv).
const RELATIVE = /^\.\.?\//;
const PACKAGE = /^[@a-z]/; // Go regular expressions: no lookahead, so node: builtins are told apart below

export function sideEffectFree(srcDir) {
  return {
    name: 'side-effect-free',
    setup(build) {
      build.onResolve({ filter: RELATIVE }, async (args) => {
        if (args.pluginData?.sideEffectFree || args.namespace !== 'file' || !args.importer.startsWith(srcDir))
          return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { sideEffectFree: true },
        });
        if (resolved.errors.length > 0 || !resolved.path.startsWith(srcDir)) return undefined;
        return { ...resolved, sideEffects: false };
      });
      build.onResolve({ filter: PACKAGE }, (args) =>
        args.path.startsWith('node:') ? undefined : { path: args.path, external: true, sideEffects: false },
      );
    },
  };
}
