// File Info of attachments (images, videos, audio, documents): the common keys and its own kind's (assumption file-kind-keys).
import { fileSize } from '../lib/file-size.js';
import type { FileInfo } from '../../schema/index.js';
import { base62, hexToken } from '../lib/hash.js';
import type { Generation } from './generation-context.js';

type Kind = 1 | 2 | 3 | 4;

const kinds = {
  1: {
    folder: 'images',
    names: ['workbench', 'trail-head', 'sourdough', 'harvest', 'darkroom', 'night-market'],
    extension: 'jpg',
    mime: 'image/jpeg',
  },
  2: {
    folder: 'videos',
    names: ['timelapse', 'race-finish', 'knife-skills', 'first-roll'],
    extension: 'mp4',
    mime: 'video/mp4',
  },
  3: { folder: 'audios', names: ['field-recording', 'interview', 'voice-note'], extension: 'm4a', mime: 'audio/mp4' },
  4: {
    folder: 'documents',
    names: ['cut-list', 'race-plan', 'recipe-card', 'planting-calendar'],
    extension: 'pdf',
    mime: 'application/pdf',
  },
} as const;

/** A sha256-long hex digest, derived from two seeded numbers (cheaper than 64 faker draws). */
const sha256 = (g: Generation) => {
  const seed = g.f.number.int({ min: 0, max: 2 ** 31 - 1 });
  return hexToken(seed, 1) + hexToken(seed, 2);
};

/** The keys of the file's own kind only (the real system's getFileMetaInfoByType): no other kind's, not even null. */
function kindKeys(g: Generation, type: Kind, base: string, extension: string, long: boolean): Partial<FileInfo> {
  const { f, site } = g;
  const transcodingState = () =>
    f.helpers.weightedArrayElement([
      { value: 3, weight: 90 },
      { value: 2, weight: 5 },
      { value: 1, weight: 3 },
      { value: 4, weight: 2 },
    ] as const);
  if (type === 1)
    return {
      imageLong: long,
      imageRatioUrl: `${base}.${extension}?x-ratio=400`,
      imageSquareUrl: `${base}.${extension}?x-square=200`,
      imageBigUrl: `${base}.${extension}?x-big=1600`,
    };
  if (type === 2)
    return {
      videoPosterUrl: `${base}-poster.jpg`,
      videoUrl: `${base}.${extension}`,
      transcodingState: transcodingState(),
    };
  if (type === 3) return { audioUrl: `${base}.${extension}`, transcodingState: transcodingState() };
  return { documentPreviewUrl: `${site.url}/storage/previews/${base.split('/').pop()}.html` };
}

/**
 * A file as the real system's File Info; `sortOrder` is its place among a post's or comment's attachments. A file that
 * is no attachment (a profile archive's value: FileHelper::fresnsFileInfoById without a usage) has neither `sortOrder`
 * nor `moreInfo`, the two keys the real system reads from the attachment's usage row.
 */
export function fileInfo(g: Generation, type: Kind, sortOrder: number | null): FileInfo {
  const { f, site } = g;
  const kind = kinds[type];
  const fid = base62(f.number.int({ min: 0, max: 56_800_235_583 }), 6);
  const base = `${site.url}/storage/${kind.folder}/${fid}`;
  const visual = type === 1 || type === 2;
  const [width, height] = visual
    ? f.helpers.arrayElement([
        [1600, 1200],
        [1080, 1350],
        [1920, 1080],
        [1080, 3200],
      ] as const)
    : [null, null];
  return {
    fid,
    type,
    status: true,
    substitutionImageUrl: `${site.url}/assets/file-unavailable.png`,
    warning: f.helpers.weightedArrayElement([
      { value: 'none', weight: 94 },
      { value: 'sensitive', weight: 4 },
      { value: 'violence', weight: 1 },
      { value: 'nudity', weight: 1 },
    ] as const),
    name: `${f.helpers.arrayElement(kind.names)}-${f.number.int({ min: 1, max: 99 })}.${kind.extension}`,
    mime: kind.mime,
    extension: kind.extension,
    size: fileSize(f.number.int({ min: type === 2 ? 2_000_000 : 40_000, max: type === 2 ? 90_000_000 : 6_000_000 })),
    sha: sha256(g),
    shaType: 'sha256',
    width,
    height,
    duration: type === 2 || type === 3 ? f.number.int({ min: 8, max: 900 }) : null,
    ...kindKeys(g, type, base, kind.extension, type === 1 && height! > width! * 2),
    ...(sortOrder === null ? {} : { sortOrder, moreInfo: {} }),
  };
}

/** A post's or comment's attachments: most have none, some photos, a few a video, a recording (comments: a voice note) or a document. */
export function attachments(
  g: Generation,
  chance: number,
  voice = 0.04,
): { images: FileInfo[]; videos: FileInfo[]; audios: FileInfo[]; documents: FileInfo[] } {
  const { f } = g;
  let order = 0;
  const some = (type: Kind, probability: number, max: number) =>
    f.datatype.boolean({ probability: probability * chance })
      ? Array.from({ length: f.number.int({ min: 1, max }) }, () => fileInfo(g, type, ++order))
      : [];
  return { images: some(1, 0.35, 3), videos: some(2, 0.08, 1), audios: some(3, voice, 1), documents: some(4, 0.06, 1) };
}
