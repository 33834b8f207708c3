// The Extend structures that apps (plugins) add to users, groups, hashtags, geotags, posts and comments: Archive Info (custom
// fields), Operation Info (buttons, icons, images, tips), Content Info (texts, infos, actions) and Function Info (management entries).
import Type, { type Static, type TSchema } from 'typebox';
import { FileInfo } from './file-info.js';
import { flag, oneOfNumbers, oneOfStrings, text, whole } from './json-schema-helpers.js';
import { buttonStyles, dateTime, named, orNull, part, structure, textOrNull } from './structure-helpers.js';

const archiveFields = {
  code: text('Identifier code of the field'),
  name: text('Label'),
  description: text('Help text'),
  isPrivate: flag('The value is private'),
};

/** One archive, its `value` shaped by `valueType` (the docs' table). */
const archive = <V extends readonly string[], S extends TSchema>(valueTypes: V, value: S, shape: string) =>
  part(`Archive whose value is ${shape}`, {
    ...archiveFields,
    value,
    valueType: oneOfStrings(valueTypes, `Shape of \`value\`: ${valueTypes.map((v) => `\`${v}\``).join(', ')}`),
  });

const option = part('A choice: `{ name, value }`', { name: text('Choice label'), value: text('Choice value') });

export const ExtendArchiveInfo = Type.Union(
  [
    archive(
      ['string', 'email', 'url', 'color'],
      text('The value: plain text, an e-mail address, a link or a colour such as `#999999`'),
      'text',
    ),
    archive(['file'], named<FileInfo>(FileInfo), 'a File Info'),
    archive(['tags'], Type.Array(Type.String(), { description: 'Tags' }), 'a list of tags'),
    archive(['option'], option, 'one choice'),
    archive(['options'], Type.Array(option, { description: 'Choices' }), 'a list of choices'),
  ],
  {
    title: 'ExtendArchiveInfo',
    description: 'Extend Archive Info: a custom field an app adds; `valueType` decides the shape of `value`.',
  },
);

export const ExtendOperationItem = structure('ExtendOperationItem', 'One custom button, icon, image or tip of an app', {
  code: text('Identifier code'),
  style: oneOfStrings(buttonStyles, 'Style: primary, secondary, success, danger, warning or info'),
  name: text('Label'),
  description: text('Help text'),
  image: text('Image URL'),
  activeImage: text('Image URL when active'),
  displayType: oneOfNumbers([1, 2], '`1` basic, `2` function (opens the app)'),
  appUrl: textOrNull('App URL, for display type 2; `null` for display type 1'),
});

export interface ExtendOperationItem extends Static<typeof ExtendOperationItem> {}
const item = named<ExtendOperationItem>(ExtendOperationItem);

export const ExtendOperationInfo = structure(
  'ExtendOperationInfo',
  'Extend Operation Info: custom buttons, icons, images and tips of apps',
  {
    customizes: Type.Array(item, { description: 'Custom entries' }),
    buttonIcons: Type.Array(item, { description: 'Button icons' }),
    diversifyImages: Type.Array(item, { description: 'Diversifying images (badges, frames)' }),
    tips: Type.Array(item, { description: 'Tips' }),
  },
);

const viewPosition = () => oneOfStrings(['top', 'bottom'], 'Where it is shown: `top` or `bottom`');
const viewType = () => whole('Display type number');

export const ExtendContentInfo = structure(
  'ExtendContentInfo',
  'Extend Content Info: extension blocks an app adds to a post or comment',
  {
    texts: Type.Array(
      part('A text block', {
        eid: text('Extension content ID'),
        image: text('Image URL'),
        content: text('Text body'),
        isMarkdown: flag('Body is Markdown'),
        viewPosition: viewPosition(),
        viewType: viewType(),
        viewTypeString: text('Display type name'),
        appUrl: text('App URL'),
      }),
      { description: 'Text blocks' },
    ),
    infos: Type.Array(
      part('An info card', {
        eid: text('Extension content ID'),
        image: text('Image URL'),
        title: text('Title'),
        titleColor: text('Title colour'),
        descPrimary: text('First sub-line'),
        descPrimaryColor: text('Its colour'),
        descSecondary: text('Second sub-line'),
        descSecondaryColor: text('Its colour'),
        buttonName: text('Button text'),
        buttonColor: text('Button text colour'),
        viewPosition: viewPosition(),
        viewType: oneOfNumbers([1, 2, 3, 4], 'Display type: `1` basic, `2` big, `3` portrait, `4` landscape'),
        viewTypeString: oneOfStrings(['basic', 'big', 'portrait', 'landscape'], 'Display type name'),
        appUrl: text('App URL'),
      }),
      { description: 'Info cards' },
    ),
    actions: Type.Array(
      part('An action (a poll, a sign-up)', {
        eid: text('Extension content ID'),
        image: text('Image URL'),
        title: text('Title'),
        titleColor: text('Title colour'),
        viewPosition: viewPosition(),
        viewType: viewType(),
        viewTypeString: text('Display type name'),
        endDateTime: dateTime('Closing time'),
        status: flag('Open: false once the closing time has passed'),
        actionUserCount: whole('Users who acted', { minimum: 0 }),
        hasOperated: flag('The viewer already acted'),
        items: Type.Array(
          part('A choice of the action', {
            name: text('Choice label'),
            key: text('Choice key'),
            value: text('Choice value'),
            actionUserCount: whole('Users who chose it', { minimum: 0 }),
            hasOperated: flag('The viewer chose it'),
          }),
          { description: 'Choices' },
        ),
      }),
      { description: 'Actions' },
    ),
  },
);

export const ExtendFunctionInfo = structure(
  'ExtendFunctionInfo',
  'Extend Function Info: a management entry of an app',
  {
    fskey: text('App key'),
    icon: text('Icon URL'),
    name: text('Label'),
    appUrl: text('App URL'),
    badgeType: Type.Unsafe<1 | 2 | 3 | null>({
      type: ['integer', 'null'],
      enum: [1, 2, 3, null],
      description: 'Badge: `null` none, `1` red dot, `2` text, `3` number (null documented)',
    }),
    badgeValue: orNull(text('Badge text or number; `null` without a badge')),
  },
);

export type ExtendArchiveInfo = Static<typeof ExtendArchiveInfo>;
export interface ExtendOperationInfo extends Static<typeof ExtendOperationInfo> {}
export interface ExtendContentInfo extends Static<typeof ExtendContentInfo> {}
export interface ExtendFunctionInfo extends Static<typeof ExtendFunctionInfo> {}

/** The Extend structures as other structures nest them, by name (see `named`). */
export const archivesField = () =>
  Type.Array(named<ExtendArchiveInfo>(ExtendArchiveInfo), { description: 'Custom fields (Extend Archive Info)' });
export const operationsField = () => named<ExtendOperationInfo>(ExtendOperationInfo);
