// What the community talks about: each topic gives a group, its hashtags, and post and comment wording,
// so that generated posts, comments and notifications read as one coherent site rather than noise.
import type { Faker } from '@faker-js/faker';

export interface Topic {
  group: { slug: string; name: string; description: string };
  hashtags: string[];
  titles: ((f: Faker) => string)[];
  sentences: ((f: Faker) => string)[];
}

const year = (f: Faker) => f.number.int({ min: 1948, max: 1979 });

export const topics: Topic[] = [
  {
    group: { slug: 'woodworking', name: 'Woodworking', description: 'Hand tools, joinery and shop tips.' },
    hashtags: ['joinery', 'restoration', 'handtools', 'shopmade'],
    titles: [
      (f) => `Restoring a ${year(f)} workbench`,
      (f) =>
        `First attempt at ${f.helpers.arrayElement(['dovetails', 'mortise and tenon', 'box joints', 'a bridle joint'])}`,
      (f) => `${f.helpers.arrayElement(['Walnut', 'Cherry', 'Maple', 'Ash'])} or oak for a dining table?`,
      () => 'Sharpening routine that finally works for me',
    ],
    sentences: [
      (f) => `Stripped the old varnish this weekend and found the original maker's stamp from ${year(f)}.`,
      (f) => `The ${f.helpers.arrayElement(['tenons', 'dovetails', 'glue joints'])} came out tighter than I expected.`,
      () => 'Any tips on keeping the chisel edge from rolling?',
      (f) => `Spent ${f.number.int({ min: 2, max: 9 })} evenings on this and it was worth every one.`,
    ],
  },
  {
    group: { slug: 'trail-running', name: 'Trail Running', description: 'Routes, gear and race reports.' },
    hashtags: ['ultrarunning', 'trailrun', 'racereport', 'gearcheck'],
    titles: [
      (f) =>
        `Race report: ${f.location.city()} ${f.helpers.arrayElement(['25K', '50K', 'half marathon', 'hill climb'])}`,
      (f) => `Best loop near ${f.location.city()}?`,
      () => 'Finally broke the two-hour mark',
      () => 'Shoes that survived 800 km',
    ],
    sentences: [
      (f) => `Climbed ${f.number.int({ min: 400, max: 2400 })} m today and my legs are still talking to me.`,
      () => 'The last descent was pure mud, loved every second.',
      (f) =>
        `Packed ${f.helpers.arrayElement(['two gels', 'a banana', 'salted potatoes', 'rice balls'])} and it was just enough.`,
      () => 'Who else is signed up for the autumn series?',
    ],
  },
  {
    group: { slug: 'home-cooking', name: 'Home Cooking', description: 'Recipes, techniques and kitchen wins.' },
    hashtags: ['recipe', 'mealprep', 'baking', 'weeknightdinner'],
    titles: [
      (f) => `My take on ${f.food.dish()}`,
      (f) => `${f.food.ethnicCategory()} night: what I learned`,
      () => 'Sourdough starter, day 14',
      (f) => `Quick ${f.food.vegetable()} side that everyone asked about`,
    ],
    sentences: [
      (f) => `Added a little ${f.food.spice()} at the end and it changed everything.`,
      (f) => `This ${f.food.dish().toLowerCase()} took ${f.number.int({ min: 20, max: 90 })} minutes, mostly waiting.`,
      () => 'Recipe in the comments if anyone wants it.',
      (f) => `Used ${f.food.ingredient().toLowerCase()} from the market and it made a real difference.`,
    ],
  },
  {
    group: { slug: 'film-photography', name: 'Film Photography', description: 'Cameras, stocks and darkroom talk.' },
    hashtags: ['35mm', 'darkroom', 'filmisnotdead', 'streetphotography'],
    titles: [
      (f) => `First roll through a ${year(f)} rangefinder`,
      (f) => `Golden hour in ${f.location.city()}`,
      () => 'Developing at home: my setup',
      () => 'Which stock for winter light?',
    ],
    sentences: [
      (f) =>
        `Shot the whole roll at f/${f.helpers.arrayElement(['2', '2.8', '4', '8'])} and only two frames missed focus.`,
      () => 'The grain on this one is exactly what I was after.',
      (f) => `Found this camera at a flea market in ${f.location.city()} for almost nothing.`,
      () => 'Scans are a bit warm, still figuring out the colour balance.',
    ],
  },
  {
    group: { slug: 'gardening', name: 'Gardening', description: 'Vegetables, flowers and compost debates.' },
    hashtags: ['growyourown', 'compost', 'seedstarting', 'balconygarden'],
    titles: [
      (f) => `${f.food.vegetable()} harvest update`,
      () => 'Raised beds, year two',
      () => 'Balcony garden on a budget',
      () => 'What is eating my seedlings?',
    ],
    sentences: [
      (f) =>
        `Got ${f.number.int({ min: 3, max: 40 })} kg of ${f.food.vegetable().toLowerCase()} from two beds this season.`,
      () => 'The compost finally turned into something that smells like soil.',
      () => 'Planting a second round before the first frost.',
      () => 'Companion planting seems to be working so far.',
    ],
  },
  {
    group: { slug: 'open-source', name: 'Open Source', description: 'Projects, releases and contributor stories.' },
    hashtags: ['opensource', 'release', 'firstpr', 'devtools'],
    titles: [
      (f) => `Released v${f.system.semver()} of my ${f.hacker.noun()} library`,
      () => 'My first merged pull request',
      (f) => `Rewrote the ${f.hacker.noun()} parser, ${f.number.int({ min: 3, max: 40 })}x faster`,
      () => 'How do you triage issues as a solo maintainer?',
    ],
    sentences: [
      (f) => `Spent the weekend trying to ${f.hacker.verb()} the ${f.hacker.adjective()} ${f.hacker.noun()}.`,
      () => 'Docs are the real product, the code is a side effect.',
      (f) => `The test suite went from ${f.number.int({ min: 4, max: 12 })} minutes to under one.`,
      () => 'Contributions welcome, the good-first-issue label is up to date.',
    ],
  },
  {
    group: { slug: 'travel', name: 'Travel Notes', description: 'Trips, itineraries and hidden corners.' },
    hashtags: ['slowtravel', 'itinerary', 'nightrain', 'streetfood'],
    titles: [
      (f) => `Three days in ${f.location.city()}`,
      () => 'Night train diaries',
      (f) => `Hidden ${f.helpers.arrayElement(['cafés', 'bookshops', 'viewpoints', 'markets'])} worth the detour`,
      () => 'Packing list after ten trips',
    ],
    sentences: [
      (f) => `The market in ${f.location.city()} opens at six and it is worth getting up for.`,
      () => 'Took the slow route and saw far more than planned.',
      (f) => `Stayed with a family in ${f.location.country()} and they taught me to cook their bread.`,
      () => 'Pro tip: carry coins for the lockers.',
    ],
  },
];

/** Replies a comment can carry on any topic. */
export const replies: ((f: Faker) => string)[] = [
  () => 'This is great, thanks for sharing!',
  () => 'Saving this for later.',
  () => 'How long did that take you?',
  (f) => `Tried this last ${f.date.weekday()} and it worked perfectly.`,
  () => 'Could you post a follow-up when it is done?',
  () => 'I had the same problem, the fix was simpler than I thought.',
  () => 'Beautiful result.',
  () => 'Not sure I agree, but I see your point.',
];

/** System messages (type 1): what a site tells its members. */
export const systemMessages: { content: (f: Faker) => string; markdown: boolean }[] = [
  {
    content: (f) => `Scheduled maintenance on ${f.date.weekday()} 02:00–03:00 UTC. Posting will be paused.`,
    markdown: false,
  },
  { content: () => 'Welcome to the community! Start by **following a few groups** you like.', markdown: true },
  { content: () => 'Your post was featured on the home page.', markdown: false },
  { content: () => 'Our community guidelines were updated. [Read what changed](/guidelines).', markdown: true },
  {
    content: (f) =>
      `You earned the ${f.helpers.arrayElement(['Helpful', 'Early Bird', 'Storyteller', 'Regular'])} badge.`,
    markdown: false,
  },
  { content: () => 'A moderator updated one of your posts.', markdown: false },
];

/** Recommendation wording (type 2). */
export const recommendations: ((name: string) => string)[] = [
  (name) => `You might like ${name}`,
  (name) => `Popular this week: ${name}`,
  (name) => `Members who follow your groups also enjoy ${name}`,
];
