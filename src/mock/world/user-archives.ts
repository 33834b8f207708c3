// The custom profile fields (archives) a site's apps add to a user: a link, an e-mail, tags, a colour, a choice,
// choices, a portfolio file; most users fill in few of them.
import type { ExtendArchiveInfo } from '../../schema/index.js';
import { fileInfo } from './generate-files.js';
import type { Generation } from './generation-context.js';

/** Custom profile fields of a user: a link, an e-mail, tags, a colour, a choice, choices, a portfolio file. */
export function userArchives(g: Generation, username: string): ExtendArchiveInfo[] {
  const { f } = g;
  const archives: ExtendArchiveInfo[] = [];
  const add = (probability: number, archive: () => ExtendArchiveInfo) =>
    f.datatype.boolean({ probability }) && archives.push(archive());
  add(0.4, () => ({
    code: 'website',
    name: 'Website',
    description: 'Your homepage or portfolio',
    isPrivate: false,
    value: `https://${username.replace(/[._]/g, '')}.example.org`,
    valueType: 'url',
  }));
  add(0.15, () => ({
    code: 'contact',
    name: 'Contact e-mail',
    description: 'Shown to people you follow',
    isPrivate: true,
    value: `${username}@mail.example.org`,
    valueType: 'email',
  }));
  add(0.3, () => ({
    code: 'interests',
    name: 'Interests',
    description: 'What you like to talk about',
    isPrivate: false,
    value: f.helpers.arrayElements(['woodworking', 'running', 'baking', 'film', 'gardening', 'travel', 'open source'], {
      min: 1,
      max: 3,
    }),
    valueType: 'tags',
  }));
  add(0.1, () => ({
    code: 'profile-colour',
    name: 'Profile colour',
    description: 'Accent colour of your profile',
    isPrivate: false,
    value: f.color.rgb(),
    valueType: 'color',
  }));
  add(0.2, () => ({
    code: 'experience',
    name: 'Experience',
    description: 'How long you have been at it',
    isPrivate: false,
    value: f.helpers.arrayElement([
      { name: 'Beginner', value: '1' },
      { name: 'Hobbyist', value: '2' },
      { name: 'Professional', value: '3' },
    ]),
    valueType: 'option',
  }));
  add(0.1, () => ({
    code: 'languages',
    name: 'Languages',
    description: 'Languages you write in',
    isPrivate: false,
    value: f.helpers.arrayElements(
      [
        { name: 'English', value: 'en' },
        { name: 'Español', value: 'es' },
        { name: '简体中文', value: 'zh-Hans' },
        { name: 'العربية', value: 'ar' },
      ],
      { min: 1, max: 2 },
    ),
    valueType: 'options',
  }));
  add(0.05, () => ({
    code: 'portfolio',
    name: 'Portfolio',
    description: 'A file that shows your work',
    isPrivate: false,
    value: fileInfo(g, 4, null), // no attachment: no usage row, so no sortOrder or moreInfo
    valueType: 'file',
  }));
  add(0.05, () => ({
    code: 'motto',
    name: 'Motto',
    description: 'One line about you',
    isPrivate: false,
    value: f.company.catchPhrase(),
    valueType: 'string',
  }));
  return archives;
}
