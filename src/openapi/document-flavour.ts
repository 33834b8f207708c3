// The two flavours of the API document, built from the same source: `contract` (openapi/openapi.*) describes the
// Community Service API as any implementation must serve it; `mock` (openapi/mock.*) adds core-kit's scenario controls
// (the `Prefer` header and its `__name` twins, `Preference-Applied`, the statuses only those controls produce), for
// Swagger UI's Try it out and for tools that sit in front of the mock.
export type DocumentFlavour = 'contract' | 'mock';

export const documentFlavours = ['contract', 'mock'] as const satisfies readonly DocumentFlavour[];

/** The committed file's base name in openapi/ for each flavour. */
export const documentFileName: Record<DocumentFlavour, string> = { contract: 'openapi', mock: 'mock' };
