// The quotes of an account's posts: posts by members written to quote them, and what each quote notification says, by
// the reading of the spec the world follows (assumption quote-action-target). The real system's reading by default:
// actionTarget 5 with the quoting post in actionInfo (written by actionUser) and the quoted post's pid in contentFsid.
import type { Post, UserPlaceholder } from '../../schema/index.js';
import { generatePost } from './generate-post.js';
import { withGonePostAuthor } from './gone-authors.js';
import type { Generation } from './generation-context.js';
import { to, type TargetPair } from './notification-draft.js';
import type { Pools } from './pools.js';

/** `real`: as the real system sends quotes; `sentence`: as the spec's sentence writes them (actionTarget 4). */
export const quoteReadings = ['real', 'sentence'] as const;
export type QuoteReading = (typeof quoteReadings)[number];

/** A quote notification's own fields. */
export type QuoteFields = {
  content: string | null;
  actionUser: Post['author'];
  actionUserIsAnonymous: boolean;
  contentFsid: string;
} & TargetPair;

/** Posts quoting the account's posts: enough that a page of quotes rarely repeats one. */
const QUOTING_POSTS = 16;

/**
 * A quote of `quoted` by the post `quoting`: its writer acts (the placeholder when the post is anonymous, as the real
 * system marks it) and `content` is the quoting post's text.
 */
export function quoteFields(
  quoting: Post,
  quoted: Post,
  anonymous: UserPlaceholder,
  reading: QuoteReading,
): QuoteFields {
  const actor = {
    content: quoting.content,
    actionUser: quoting.author,
    actionUserIsAnonymous: quoting.author === anonymous,
  };
  // The spec's sentence: "with actionTarget=4 … contentFsid is the quoting post's pid"; actionInfo the quoted post.
  if (reading === 'sentence') return { ...actor, ...to.quoted(quoted), contentFsid: quoting.pid };
  return { ...actor, ...to.post(quoting), contentFsid: quoted.pid };
}

/** The quotes of `posts` (the account's own), written by members after each quoted post and before `beforeMs`. */
export function accountQuotes(
  g: Generation,
  pools: Pools,
  posts: readonly Post[],
  beforeMs: number,
  reading: QuoteReading,
): QuoteFields[] {
  const { f } = g;
  return Array.from({ length: QUOTING_POSTS }, () => {
    const quoted = f.helpers.arrayElement(posts);
    const author = f.helpers.arrayElement(pools.members);
    const words = f.helpers.arrayElement(pools.texts.quotes);
    const written = generatePost(g, pools.taxonomy, author, pools.anonymous, beforeMs, [], false, {
      of: quoted,
      words,
    });
    // A quoting post whose writer is gone: the real system shows the deleted user's placeholder as author and trigger.
    const quoting = withGonePostAuthor(written, pools.deleted);
    return quoteFields(quoting, quoted, pools.anonymous, reading);
  });
}
