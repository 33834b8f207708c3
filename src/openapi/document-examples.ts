// The document's examples: real answers of the default world (seed 1) at the docs' clock, generated into
// document-examples.json by `npm run openapi` (a drift test keeps them current), so they agree with what the mock answers.
import committed from './document-examples.json' with { type: 'json' };

export interface DocumentExample {
  summary: string;
  value: unknown;
}

/** Named examples; `world` says which world and clock they come from. */
export interface DocumentExamples {
  /** The generated-file note. */
  $comment?: string;
  world: string;
  examples: Record<string, DocumentExample>;
}

export const committedExamples = committed as DocumentExamples;

/** The named examples, each as OpenAPI's Example Object (the summary says what request gave it). */
export function examplesNamed(examples: DocumentExamples, names: readonly string[]): Record<string, DocumentExample> {
  return Object.fromEntries(
    names.map((name) => {
      const example = examples.examples[name];
      if (!example) throw new Error(`no document example named ${name}`);
      return [name, example];
    }),
  );
}
