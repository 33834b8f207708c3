// The one 5xx the real system is known to answer to a request the kit sends on purpose: an unknown key in the configs'
// `keys` (its source indexes the key without checking it: "Undefined array key", an HTML 500). The spec shows no
// `keys` parameter at all; a server that behaves exactly like the real system must still pass, so this answer is judged
// only by the check that asks it (`unknownConfigKeyIsRejected`, the mock's choice), not by the every-answer rules.
import { CONFIGS_PATH } from '../../schema/index.js';

/** The key the kit asks for that no site has (unknownConfigKeyIsRejected). */
export const UNKNOWN_CONFIG_KEY = 'core_kit_no_such_key';

/** A 5xx answer to the kit's unknown-key probe of the configs: the real system's documented crash (assumption configs-keys). */
export function isTheRealSystemsKnownCrash(path: string, params: URLSearchParams, status: number): boolean {
  return status >= 500 && path === CONFIGS_PATH && (params.get('keys') ?? '').split(',').includes(UNKNOWN_CONFIG_KEY);
}
