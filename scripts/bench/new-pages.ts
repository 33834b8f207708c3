// The bench's cold-page load: a sequence of notification-list queries that never repeats (random types, page and
// projection), so that nothing the mock remembers helps. Query i is a pure function of i.
import { NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';

const PROJECTIONS = [
  '',
  '&filterUserType=blacklist&filterUserKeys=stats',
  '&filterUserType=whitelist&filterUserKeys=fsid,nickname,avatar',
  '&filterInfoType=whitelist&filterInfoKeys=pid,title,author.nickname',
  '&filterUserType=whitelist&filterUserKeys=fsid,roles.0.name&filterInfoType=blacklist&filterInfoKeys=author',
];
/** Non-empty subsets of the nine types (511), pages 1 to 1,000 (every subset has more on a 1e6 world), projections. */
const SUBSETS = 511;
const PAGES = 1000;
const SPACE = SUBSETS * PAGES * PROJECTIONS.length;
/** A multiplier coprime with SPACE: i ↦ i × STEP mod SPACE visits every query once, in a scattered order. */
const STEP = 1_000_003;

export function newPageQuery(i: number): string {
  const n = (i * STEP) % SPACE;
  const subset = (n % SUBSETS) + 1;
  const page = (Math.floor(n / SUBSETS) % PAGES) + 1;
  const projection = PROJECTIONS[Math.floor(n / (SUBSETS * PAGES))]!;
  const types = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((t) => subset & (1 << (t - 1))).join(',');
  return `${NOTIFICATION_LIST_PATH}?types=${types}&pageSize=15&page=${page}${projection}`;
}

/** The same sequence for wrk (LuaJIT numbers are doubles: i × STEP stays exact below 2^53): `wrk -s … -- <from>`. */
export const NEW_PAGES_LUA = `
local projections = { ${PROJECTIONS.map((p) => JSON.stringify(p)).join(', ')} }
local i = 0
-- wrk asks for one request before the load starts and never sends it: start one early.
function init(args) i = tonumber(args[1] or '0') - 1 end
function request()
  local n = (i * ${STEP}) % ${SPACE}
  i = i + 1
  local subset = (n % ${SUBSETS}) + 1
  local page = (math.floor(n / ${SUBSETS}) % ${PAGES}) + 1
  local projection = projections[math.floor(n / ${SUBSETS * PAGES}) + 1]
  local types = {}
  for t = 1, 9 do
    if math.floor(subset / 2 ^ (t - 1)) % 2 == 1 then types[#types + 1] = tostring(t) end
  end
  return wrk.format(nil, '${NOTIFICATION_LIST_PATH}?types=' .. table.concat(types, ',') .. '&pageSize=15&page=' .. page .. projection)
end
`;
