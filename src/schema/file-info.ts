// File Info (an attachment of a post or comment, or the value of a file archive) and the `files` object that groups them by kind.
import Type, { type Static, type TSchema } from 'typebox';
import { flag, nullable, oneOfNumbers, oneOfStrings, text, whole } from './json-schema-helpers.js';
import { freeForm, named, orNull, part, realNull, structure } from './structure-helpers.js';

/**
 * Keys of one kind come only on files of that kind (assumption file-kind-keys): absent, or `null`, on the others. On a
 * file of its kind such a key is never null (a cast, a NOT NULL column, a URL built from the file's path) but where
 * `kindOnlyOrNull` names the real system's null.
 */
const onlyOn = <S extends TSchema>(schema: S) => Type.Optional(nullable(schema, 'file-kind-keys'));
const kindOnly = (kind: string, description: string) => onlyOn(text(`${kind} only: ${description}`));
const kindOnlyOrNull = (kind: string, description: string, why: string) =>
  Type.Optional(realNull(text(`${kind} only: ${description}`), why));

export const FileInfo = structure(
  'FileInfo',
  'File Info: one attachment. Keys of another kind are absent, as the real system sends them (an image has no `videoUrl`).',
  {
    fid: text('File ID'),
    type: oneOfNumbers([1, 2, 3, 4], 'Kind: `1` image, `2` video, `3` audio, `4` document'),
    status: flag('File valid'),
    substitutionImageUrl: text('Placeholder image shown when the file is not valid'),
    warning: oneOfStrings(
      ['none', 'nudity', 'violence', 'sensitive'],
      'Content warning: `none`, `nudity`, `violence` or `sensitive`',
    ),
    name: text('Full original file name'),
    mime: text('MIME type'),
    extension: text('File extension'),
    size: text(
      'Size as the real system writes it: 1024-based units with two decimals (`39.06 KB`, `1.46 MB`; `0 B` for an empty file)',
      { examples: ['1.46 MB'] },
    ),
    sha: text('Hash of the file'),
    shaType: text('Hash algorithm, e.g. `sha256`'),
    width: orNull(whole('Width in pixels (images and videos; `null` for audio and documents)')),
    height: orNull(whole('Height in pixels (images and videos; `null` for audio and documents)')),
    duration: orNull(whole('Length in seconds (audio and video; `null` otherwise)')),
    imageLong: onlyOn(flag('Image only: a long image (much taller than wide)')),
    imageRatioUrl: kindOnly('Image', 'proportional thumbnail URL'),
    imageSquareUrl: kindOnly('Image', 'square thumbnail URL'),
    imageBigUrl: kindOnly('Image', 'compressed original URL'),
    videoPosterUrl: kindOnlyOrNull('Video', 'poster image URL', 'files.video_poster_path (no poster)'),
    videoUrl: kindOnly('Video', 'file URL'),
    audioUrl: kindOnly('Audio', 'file URL'),
    documentPreviewUrl: kindOnlyOrNull(
      'Document',
      'preview URL',
      'document_preview_service unset, or the extension not among document_preview_extension_names',
    ),
    transcodingState: onlyOn(
      oneOfNumbers([1, 2, 3, 4], 'Audio and video only: `1` pending, `2` running, `3` done, `4` failed'),
    ),
    // Read from the attachment's usage row: a file that is no attachment (a profile archive's value) has neither.
    sortOrder: Type.Optional(whole('Order inside its post or comment; absent where the file is no attachment')),
    moreInfo: Type.Optional(freeForm("The attachment's free-form details; absent where the file is no attachment")),
  },
);

export interface FileInfo extends Static<typeof FileInfo> {}
const file = named<FileInfo>(FileInfo);

/** `files` of a post or comment: attachments grouped by kind. */
export const FilesByKind = part('Attachments grouped by kind', {
  images: Type.Array(file, { description: 'Images (type 1)' }),
  videos: Type.Array(file, { description: 'Videos (type 2)' }),
  audios: Type.Array(file, { description: 'Audio (type 3)' }),
  documents: Type.Array(file, { description: 'Documents (type 4)' }),
});
export interface FilesByKind extends Static<typeof FilesByKind> {}
