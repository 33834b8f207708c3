// Reads an answer as its shape, so answers over different data compare: every JSON path with its type (null a type of
// its own), the list's notifications by kind (actionTarget), and inside them each common structure by name.

export type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

export interface Shape {
  /** Position (`data.list[target=5].actionInfo<Post>.author<User>.nickname`) → the types seen there. */
  types: Map<string, Set<JsonType>>;
  /** Structure path (`User.nickname`, `Post.files.images`) → the types seen there, wherever the structure sat. */
  structures: Map<string, Set<JsonType>>;
  /** Object position → the union of the keys its objects carried. */
  keys: Map<string, Set<string>>;
  /** Object position → the structure path it is (for reading `keys` against a structure's known keys). */
  structureAt: Map<string, string>;
}

export const jsonType = (value: unknown): JsonType =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : (typeof value as JsonType) === 'object'
        ? 'object'
        : (typeof value as JsonType);

/** The structure each actionTarget names (spec: "actionTarget values: 1 user information, 2 group, …"). */
export const STRUCTURE_OF_TARGET: Readonly<Record<number, string>> = {
  1: 'User',
  2: 'Group',
  3: 'Hashtag',
  4: 'Geotag',
  5: 'Post',
  6: 'Comment',
};

type Record_ = Record<string, unknown>;

/**
 * A user the real system stands in for (an anonymous author, a deleted account): its placeholder has another shape
 * (`registerDate`, `stats` null, no identity). Told by the flag its owner sets, else by that shape.
 */
export const isPlaceholder = (user: unknown, anonymous: boolean): boolean => {
  if (anonymous) return true;
  if (jsonType(user) !== 'object') return false;
  const u = user as Record<string, unknown>;
  // A User Info's nickname is never null (a NOT NULL column): a null one is the placeholder's, even when a filter kept
  // only it (`filterInfoKeys=author.nickname` of an anonymous post).
  return (
    'registerDate' in u ||
    u.stats === null ||
    u.nickname === null ||
    (('uid' in u || 'fsid' in u) && u.uid == null && u.fsid == null)
  );
};

/** The structure a member of a structure is, when it is one (the real system's nesting), else undefined. */
function nested(structure: string, key: string, parent: Record_): string | undefined {
  const author = isPlaceholder(parent.author, parent.isAnonymous === true) ? 'UserPlaceholder' : 'User';
  const common: Record<string, string> = {
    archives: 'Archive',
    operations: 'Operations',
    extends: 'ExtendContent',
    manages: 'ExtendFunction',
    interaction: 'Interaction',
  };
  const byStructure: Record<string, Record<string, string>> = {
    Post: {
      author,
      group: 'Group',
      hashtags: 'Hashtag',
      geotag: 'Geotag',
      quotedPost: 'Post',
      previewLikeUsers: 'User',
      previewComments: 'Comment',
    },
    Comment: {
      author,
      hashtags: 'Hashtag',
      geotag: 'Geotag',
      replyToPost: 'Post',
      replyToComment: 'Comment',
      previewLikeUsers: 'User',
      previewComments: 'Comment',
    },
  };
  const found = byStructure[structure]?.[key] ?? common[key];
  // Interaction differs by owner (User, Group, the content ones): named after it.
  return found === 'Interaction' ? `${structure}Interaction` : found;
}

const FILE_KINDS = new Set(['images', 'videos', 'audios', 'documents']);
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

class ShapeReader {
  readonly shape: Shape = { types: new Map(), structures: new Map(), keys: new Map(), structureAt: new Map() };

  private note(map: Map<string, Set<JsonType>>, path: string, type: JsonType): void {
    let set = map.get(path);
    if (!set) map.set(path, (set = new Set()));
    set.add(type);
  }

  /** `at`: position; `structure`: structure path (`''` outside any structure: the envelope, pagination, configs). */
  walk(value: unknown, at: string, structure: string): void {
    const type = jsonType(value);
    this.note(this.shape.types, at, type);
    if (structure) this.note(this.shape.structures, structure, type);
    if (type === 'array')
      for (const item of value as unknown[]) this.walk(item, `${at}[]`, structure && `${structure}[]`);
    if (type !== 'object') return;
    const record = value as Record_;
    let keys = this.shape.keys.get(at);
    if (!keys) this.shape.keys.set(at, (keys = new Set()));
    if (structure) this.shape.structureAt.set(at, structure);
    for (const [key, child] of Object.entries(record)) {
      keys.add(at === 'data' && /^portal_\d+$/.test(key) ? 'portal_{platformId}' : key);
      this.member(record, key, child, at, structure);
    }
  }

  private member(record: Record_, key: string, child: unknown, at: string, structure: string): void {
    if (at === 'data.list[]') return; // items are walked by kind (notification)
    if (at === 'data' && /^portal_\d+$/.test(key)) {
      // One family in the spec: "portal_{platformId} | String | Portal content for the platform with that platform id".
      return this.walk(child, 'data.portal_{platformId}', '');
    }
    const owner = structure.split('.')[0]!.replace(/\[\]$/, '');
    const top = structure !== '' && !structure.includes('.');
    const inner = top ? nested(owner, key, record) : undefined;
    if (inner) return this.structureMember(child, join(at, key), `${structure}.${key}`, inner);
    if (structure === 'Archive' && key === 'value' && record.valueType === 'file')
      return this.structureMember(child, join(at, key), `${structure}.${key}`, 'File');
    if (/^\w+\.files$/.test(structure) && FILE_KINDS.has(key))
      return this.structureMember(child, join(at, key), `${structure}.${key}`, 'File');
    this.walk(child, join(at, key), structure && `${structure}.${key}`);
  }

  /** A member that is another structure (or a list of them): its own type is the owner's; inside, it is itself. */
  private structureMember(child: unknown, at: string, ownerPath: string, inner: string): void {
    const type = jsonType(child);
    this.note(this.shape.types, at, type);
    this.note(this.shape.structures, ownerPath, type);
    const items = type === 'array' ? (child as unknown[]) : type === 'object' ? [child] : [];
    const suffix = type === 'array' ? '[]' : '';
    for (const item of items) this.walk(item, `${at}${suffix}<${inner}>`, inner);
  }

  notification(item: unknown): void {
    if (jsonType(item) !== 'object') return this.walk(item, 'data.list[]', '');
    const n = item as Record_;
    const kind = `data.list[target=${n.actionTarget === null ? 'none' : String(n.actionTarget)}]`;
    this.note(this.shape.types, 'data.list[]', 'object');
    let keys = this.shape.keys.get(kind);
    if (!keys) this.shape.keys.set(kind, (keys = new Set()));
    this.shape.structureAt.set(kind, 'Notification');
    for (const [key, child] of Object.entries(n)) {
      keys.add(key);
      if (key === 'actionUser' && jsonType(child) === 'object')
        this.structureMember(
          child,
          `${kind}.${key}`,
          `Notification.${key}`,
          isPlaceholder(child, n.actionUserIsAnonymous === true) ? 'UserPlaceholder' : 'User',
        );
      else if (key === 'actionInfo' && jsonType(child) === 'object' && STRUCTURE_OF_TARGET[n.actionTarget as number])
        this.structureMember(
          child,
          `${kind}.${key}`,
          `Notification.${key}`,
          STRUCTURE_OF_TARGET[n.actionTarget as number]!,
        );
      else this.walk(child, `${kind}.${key}`, `Notification.${key}`);
    }
  }
}

/** The shape of one answer body (an envelope, or whatever a server sent). */
export function shapeOf(body: unknown): Shape {
  const reader = new ShapeReader();
  reader.walk(body, '', '');
  const list = (body as { data?: { list?: unknown } } | null)?.data?.list;
  if (Array.isArray(list)) for (const item of list) reader.notification(item);
  return reader.shape;
}

/** Several shapes as one (a whole corpus of answers). */
export function mergeShapes(shapes: readonly Shape[]): Shape {
  const merged: Shape = { types: new Map(), structures: new Map(), keys: new Map(), structureAt: new Map() };
  const into = <V>(target: Map<string, Set<V>>, source: Map<string, Set<V>>) => {
    for (const [path, values] of source) {
      const set = target.get(path) ?? new Set<V>();
      for (const v of values) set.add(v);
      target.set(path, set);
    }
  };
  for (const shape of shapes) {
    into(merged.types, shape.types);
    into(merged.structures, shape.structures);
    into(merged.keys, shape.keys);
    for (const [at, structure] of shape.structureAt) merged.structureAt.set(at, structure);
  }
  return merged;
}

/** The shape of structures the real system sends elsewhere (its post, comment and user lists): more of its shapes. */
export function shapeOfStructures(items: readonly unknown[], structure: string): Shape {
  const reader = new ShapeReader();
  for (const item of items) reader.walk(item, `items[]<${structure}>`, structure);
  return reader.shape;
}
