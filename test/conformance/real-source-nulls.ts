// Reads, from the real system's own source (its model traits and table migrations), which structure fields can be
// null: a field copied from a nullable column, computed through `? … : null`, `?->` or a helper that answers null, or
// set to null; and which never are (a NOT NULL column, a cast, a default). The running system's answers are too few to
// tell ("always null in 19 notifications" is not "never a string"); its source tells.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Nullability = 'nullable' | 'not-null';

/** Which function builds which structure (path prefix), from which table its `$…Data->column` reads. */
interface Source {
  file: string;
  fn: string;
  variable: string;
  /** The structure (or structures) it builds. */
  at: string | string[];
  table: string | null;
  /** Read the function only up to this text (the members every owner shares come before it). */
  until?: string;
  /** Read the function only from this text on (one case of a `switch`). */
  from?: string;
  /** Only these members (where a later step of the real system overwrites the others). */
  keys?: readonly string[];
}

const traits = 'app/Models/Traits';
const SOURCES: readonly Source[] = [
  { file: `${traits}/UserServiceTrait.php`, fn: 'getUserProfile', variable: 'profile', at: 'User', table: 'users' },
  { file: `${traits}/UserServiceTrait.php`, fn: 'getUserMainRole', variable: 'mainRole', at: 'User', table: null },
  { file: `${traits}/UserServiceTrait.php`, fn: 'getUserRoles', variable: 'item', at: 'User.roles[]', table: 'roles' },
  {
    file: `${traits}/UserServiceTrait.php`,
    fn: 'getUserStats',
    variable: 'stats',
    at: 'User.stats',
    table: 'user_stats',
  },
  { file: `${traits}/PostServiceTrait.php`, fn: 'getPostInfo', variable: 'info', at: 'Post', table: 'posts' },
  {
    file: `${traits}/CommentServiceTrait.php`,
    fn: 'getCommentInfo',
    variable: 'info',
    at: 'Comment',
    table: 'comments',
  },
  { file: `${traits}/GroupServiceTrait.php`, fn: 'getGroupInfo', variable: 'info', at: 'Group', table: 'groups' },
  {
    file: `${traits}/GroupServiceTrait.php`,
    fn: 'getParentInfo',
    variable: 'info',
    at: 'Group.parentInfo',
    table: 'groups',
  },
  {
    file: `${traits}/HashtagServiceTrait.php`,
    fn: 'getHashtagInfo',
    variable: 'info',
    at: 'Hashtag',
    table: 'hashtags',
  },
  { file: `${traits}/GeotagServiceTrait.php`, fn: 'getGeotagInfo', variable: 'info', at: 'Geotag', table: 'geotags' },
  { file: `${traits}/FileServiceTrait.php`, fn: 'getFileInfo', variable: 'info', at: 'File', table: 'files' },
  ...['getImageMetaInfo', 'getVideoMetaInfo', 'getAudioMetaInfo', 'getDocumentMetaInfo'].map((fn) => ({
    file: `${traits}/FileServiceTrait.php`,
    fn,
    variable: 'info',
    at: 'File',
    table: 'files',
  })),
  {
    file: 'app/Utilities/ExtendUtility.php',
    fn: 'getOperations',
    variable: 'item',
    at: ['customizes', 'buttonIcons', 'diversifyImages', 'tips'].map((list) => `Operations.${list}[]`),
    table: 'operations',
  },
  { file: 'app/Utilities/ExtendUtility.php', fn: 'getAppBadge', variable: 'badge', at: 'ExtendFunction', table: null },
  { file: 'app/Utilities/ExtendUtility.php', fn: 'getArchives', variable: 'item', at: 'Archive', table: 'archives' },
  {
    file: 'app/Helpers/InteractionHelper.php',
    fn: 'fresnsInteraction',
    variable: 'interaction',
    at: ['User', 'Group', 'Hashtag', 'Geotag', 'Post', 'Comment'].map((owner) => `${owner}Interaction`),
    table: null,
    until: 'switch ($type)',
  },
  // A user is always followed by `api`; a group's method is a `match` whose default (a closed group) is null.
  ...(['user', 'group'] as const).map((type) => ({
    file: 'app/Helpers/InteractionHelper.php',
    fn: 'fresnsInteraction',
    variable: 'interaction',
    at: `${type[0]!.toUpperCase()}${type.slice(1)}Interaction`,
    table: null,
    from: `case '${type}':`,
    until: 'break;',
    keys: ['followMethod'],
  })),
];

export interface SourceFacts {
  /** Structure path (`User.bio`, `Post.readConfig.buttonName`) → whether the source lets it be null. */
  nulls: Map<string, Nullability>;
  /** Structure paths copied from a JSON column (`moreInfo`): free-form objects, any member of any type. */
  freeForm: Set<string>;
  /** Structure paths copied from a DECIMAL column: a number on SQLite, a string on MySQL (which sites run). */
  storeDependent: Set<string>;
}

/** Every migration's columns: table → column → nullable; and the JSON columns, as `table.column`. */
type Columns = Map<string, Map<string, boolean>> & { json?: Set<string>; decimal?: Set<string> };

export function readColumns(appDir: string): Columns {
  const tables: Columns = new Map();
  const json = (tables.json = new Set<string>());
  const decimal = (tables.decimal = new Set<string>());
  let tableName = '';
  const folder = join(appDir, 'database', 'migrations');
  for (const name of readdirSync(folder)) {
    let table: Map<string, boolean> | undefined;
    for (const line of readFileSync(join(folder, name), 'utf8').split('\n')) {
      const created = /Schema::create\('(\w+)'/.exec(line);
      if (created) tables.set((tableName = created[1]!), (table = tables.get(created[1]!) ?? new Map()));
      const column = /\$table->(\w+)\('(\w+)'/.exec(line)?.slice(1);
      if (table && column && /^jsonb?$/.test(column[0]!)) json.add(`${tableName}.${column[1]}`);
      if (table && column && column[0] === 'decimal') decimal.add(`${tableName}.${column[1]}`);
      if (table && column) table.set(column[1]!, /->nullable\(\)/.test(line) || table.get(column[1]!) === true);
      if (table && /\$table->timestamps\(\)/.test(line))
        for (const c of ['created_at', 'updated_at']) table.set(c, true);
    }
  }
  return tables;
}

/** The body of `function fn(` up to the next function (or the end), from `from` on and up to `until`. */
function functionBody(text: string, fn: string, until?: string, from?: string): string {
  const start = text.indexOf(`function ${fn}(`);
  if (start < 0) throw new Error(`the real source has no function ${fn}`);
  const next = text.indexOf('\n    public ', start + 1);
  const whole = text.slice(start, next < 0 ? undefined : next);
  if (from !== undefined && !whole.includes(from)) throw new Error(`the real source's ${fn} has no ${from}`);
  const body = from === undefined ? whole : whole.slice(whole.indexOf(from));
  return until === undefined || !body.includes(until) ? body : body.slice(0, body.indexOf(until));
}

/** Helpers of the real system that answer null when nothing is stored. */
const NULL_ANSWERING =
  /StrHelper::(languageContent|qualifyUrl)\(|FileHelper::fresnsFile(UrlByTableColumn|DocumentPreviewUrl)\(|PluginHelper::fresnsPlugin\w*Url\w*\(/;

/** Methods of the source files whose declared return type is nullable (`function getParentInfo(…): ?array`). */
const nullableMethods = (text: string) =>
  new Set([...text.matchAll(/function (\w+)\([^)]*\): \?\w+/g)].map((m) => m[1]!));

/** Whether an assigned expression can be null, or undefined when the reader cannot tell. */
export function classify(
  expression: string,
  columns: Map<string, boolean> | undefined,
  nullableCalls: ReadonlySet<string> = new Set(),
): Nullability | undefined {
  const e = expression.trim().replace(/\s*\/\/.*$/, '');
  const call = /^\$\w+->(\w+)\(/.exec(e)?.[1];
  if (call && nullableCalls.has(call)) return 'nullable';
  if (e === 'null' || /\?\s*[^:]+:\s*null$/.test(e) || /\?\?\s*null$/.test(e)) return 'nullable';
  // A config read (`ConfigHelper::fresnsConfigByItemKeys`) answers null for a key that is not stored, and a
  // multilingual one null for a language without an entry.
  if (e.startsWith('$itemData[')) return 'nullable';
  // `match (…) { … }`: null when an arm (or the default) is; never null when every arm is a literal.
  if (e.startsWith('match ('))
    return /=> null\b/.test(e)
      ? 'nullable'
      : /^match \([^)]*\) \{(\s*[\w:, ]+ => '[^']*',?)+\s*\}$/.test(e)
        ? 'not-null'
        : undefined;
  if (
    /^\((bool|int|string|float)\)/.test(e) ||
    /^(true|false|\d+|'[^']*')$/.test(e) ||
    /\?\?\s*('[^']*'|\d+|true|false|\w+::\w+)$/.test(e)
  )
    return 'not-null';
  const helper = /^StrHelper::languageContent\(\$\w+->(\w+), \$langTag\)$/.exec(e);
  if (helper && columns?.has(helper[1]!)) return columns.get(helper[1]!) ? 'nullable' : 'not-null';
  if (NULL_ANSWERING.test(e) || e.includes('?->')) return 'nullable';
  const column = /^\$\w+->(\w+)$/.exec(e);
  if (column && columns?.has(column[1]!)) return columns.get(column[1]!) ? 'nullable' : 'not-null';
  return undefined;
}

/** `$variable['key'] = expr;` and the `'key' => expr,` members of array literals assigned that way, with their paths. */
function assignments(body: string, variable: string): [string, string][] {
  const found: [string, string][] = [];
  const stack: string[] = [];
  /** A `match (…) {` expression being read, up to its closing `};`. */
  let matching: { key: string; expression: string } | undefined;
  for (const line of body.split('\n')) {
    const open = new RegExp(`^\\s*\\$${variable}\\['(\\w+)'\\] = \\[$`).exec(line);
    const member = /^\s*'(\w+)' => (.*?),?$/.exec(line);
    const simple = new RegExp(`^\\s*\\$${variable}\\['(\\w+)'\\] = (.*?);\\s*(//.*)?$`).exec(line);
    const matchStart = new RegExp(`^\\s*\\$${variable}\\['(\\w+)'\\] = (match \\(.*\\{)$`).exec(line);
    if (matching) {
      matching.expression += ` ${line.trim()}`;
      if (/^\s*\};$/.test(line)) {
        found.push([matching.key, matching.expression.replace(/;$/, '')]);
        matching = undefined;
      }
    } else if (matchStart) matching = { key: matchStart[1]!, expression: matchStart[2]! };
    else if (open) stack.splice(0, stack.length, open[1]!);
    else if (stack.length > 0 && member && member[2] === '[') stack.push(member[1]!);
    else if (stack.length > 0 && member) found.push([[...stack, member[1]!].join('.'), member[2]!]);
    else if (stack.length > 0 && /^\s*\],?;?$/.test(line)) stack.pop();
    else if (simple) found.push([simple[1]!, simple[2]!]);
  }
  return found;
}

/** What the real system's source says of each structure field it assigns. */
export function readSourceFacts(appDir: string): SourceFacts {
  const columns = readColumns(appDir);
  const result = new Map<string, Nullability>();
  const freeForm = new Set<string>();
  const storeDependent = new Set<string>();
  for (const source of SOURCES) {
    const path = join(appDir, source.file);
    if (!existsSync(path)) throw new Error(`the real source has no ${source.file}`);
    const text = readFileSync(path, 'utf8');
    const body = functionBody(text, source.fn, source.until, source.from);
    const calls = nullableMethods(text);
    const table = source.table === null ? undefined : columns.get(source.table);
    for (const at of [source.at].flat())
      for (const [key, expression] of assignments(body, source.variable)) {
        if (source.keys !== undefined && !source.keys.includes(key)) continue;
        const verdict = classify(expression, table, calls);
        if (verdict !== undefined) result.set(`${at}.${key}`, verdict);
        const column = /^\$\w+->(\w+)$/.exec(expression.trim())?.[1];
        if (column && columns.json?.has(`${source.table}.${column}`)) freeForm.add(`${at}.${key}`);
        if (column && columns.decimal?.has(`${source.table}.${column}`)) storeDependent.add(`${at}.${key}`);
      }
  }
  return { nulls: result, freeForm, storeDependent };
}
