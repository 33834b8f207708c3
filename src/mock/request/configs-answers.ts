// Configs answers as UTF-8 bytes, kept per world, language and keys: the hot path never serialises or encodes twice.
import { type LanguageEntry, configsSuccessText } from '../../schema/index.js';
import { BoundedCache } from '../lib/bounded-cache.js';
import { configsInLanguage, selectConfigs } from '../query/select-configs.js';
import type { World } from '../world/create-world.js';

const encoder = new TextEncoder();

/** A cache of configs answers (bounded per world; a world no longer served takes its answers with it). */
export function configsAnswers() {
  const byWorld = new WeakMap<World, BoundedCache<string, Uint8Array>>();
  return (world: World, language: LanguageEntry, keys: readonly string[] | null, message: string): Uint8Array => {
    let cache = byWorld.get(world);
    if (!cache) byWorld.set(world, (cache = new BoundedCache(256)));
    return cache.getOrBuild(`${language.langTag}\n${message}\n${keys?.join(',') ?? '*'}`, () =>
      encoder.encode(
        // `keys=,` names no key: the real system's empty PHP array, `[]` (assumption configs-keys).
        configsSuccessText(
          keys?.length === 0 ? '[]' : JSON.stringify(selectConfigs(configsInLanguage(world.configs, language), keys)),
          message,
        ),
      ),
    );
  };
}
