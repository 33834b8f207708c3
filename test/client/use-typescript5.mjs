// `node --import ./test/client/use-typescript5.mjs …`: runs a tool (openapi-typescript) on TypeScript 5.9 (see typescript5-hooks.mjs).
import { register } from 'node:module';

register('./typescript5-hooks.mjs', import.meta.url);
