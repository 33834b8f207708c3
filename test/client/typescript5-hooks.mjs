// Module resolution hook: a bare `typescript` import resolves to the typescript5 alias (TypeScript 5.9). openapi-typescript
// needs the TypeScript compiler API, which this project's TypeScript 7 does not have.
export async function resolve(specifier, context, next) {
  return next(specifier === 'typescript' ? 'typescript5' : specifier, context);
}
