// How often a nullable column of the real system holds a value in a generated world (the rest are `null`, as the real
// system answers them). One table, so that docs/assumptions.md (real-nulls) can give each rate and its reason.

/** Share of the rows that have a value; each is drawn once per entity when the pools are built, never per notification. */
export const VALUE_RATES = {
  /** Users: most leave their profile mostly empty (bio, location, pronoun are optional fields of the sign-up form). */
  userBio: 0.3,
  userLocation: 0.2,
  userPronoun: 0.35,
  userMoreInfo: 0.2,
  /** Users who never publish (the "1% rule" of online communities puts most members there; here a cautious 30%). */
  lurker: 0.3,
  /** A role row: nearly every user has one (a new user gets the default role); a few lost it (role deleted or expired). */
  userRole: 0.97,
  /** Posts: a title is optional in the editor and most posts are short updates without one. */
  postTitle: 0.25,
  /** Posts that drew at least one comment (many get none: latest comment time null). */
  postCommented: 0.65,
  /** Text: a post or comment that is only an image or a file has no content. */
  content: 0.97,
  /** Language detection leaves the tag empty on short or mixed texts. */
  langTag: 0.85,
  /** more_info holds the IP location and device when the client sent them. */
  contentMoreInfo: 0.7,
  /** Groups: most are top-level; covers are common, banners less so. */
  groupParent: 0.3,
  groupCover: 0.7,
  groupBanner: 0.5,
  /** Hashtags are created by typing them: few ever get a cover. */
  hashtagCover: 0.3,
  geotagCover: 0.5,
  /** Descriptions of groups, hashtags and places in the site's language. */
  taxonomyDescription: 0.8,
  taxonomyMoreInfo: 0.2,
  /** Groups, hashtags and places with something published in them (the others are new: latest times null). */
  taxonomyActive: 0.9,
  /** Places with comments tagged there (comments seldom carry a place). */
  geotagComments: 0.6,
  /** Places with a post (a place is also created when picked in a draft that was never published). */
  geotagActive: 0.8,
  /** A place picked on a map has a provider place id and a city row; one typed by hand has neither. */
  geotagMapped: 0.8,
} as const;
