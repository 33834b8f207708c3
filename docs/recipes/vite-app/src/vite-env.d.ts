// Vite's types for import.meta.env, and the one variable the app reads.
/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_MOCK?: 'msw';
}
