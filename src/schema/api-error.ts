// Errors of the mock as values: a catalogue entry plus the message the answer carries.
import { errorCatalogue, errorMessage, type ErrorEntry, type ErrorName } from './error-catalogue.js';

export interface ApiError {
  entry: ErrorEntry;
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export function apiError(name: ErrorName, detail?: string): ApiError {
  const entry = errorCatalogue[name];
  return { entry, message: errorMessage(entry, detail) };
}

export const failure = <T>(name: ErrorName, detail?: string): Result<T> => ({
  ok: false,
  error: apiError(name, detail),
});

/** Quotes a received value for an error message: JSON-escaped and cut to a readable length. */
export function quote(value: string, max = 60): string {
  const cut = value.length > max ? `${value.slice(0, max)}…` : value;
  return JSON.stringify(cut);
}
