// A file is an attachment or a profile archive's value, and the real system tells them apart by the usage row it reads
// `sortOrder` and `moreInfo` from: a post's or comment's files carry both, an archive's file value neither
// (FileHelper::fresnsFileInfoById without a usage).
import { describe, expect, it } from 'vitest';
import type { FileInfo, UserInfo } from '../../../src/types.js';
import { fixedWorld, problems } from '../../helpers/fixed-world.js';

describe.each([1, 2, 7])('the files of seed %i', (seed) => {
  const { world } = fixedWorld({ seed });
  const { posts, comments } = world.pools.library;
  const attachments = [...posts, ...comments].flatMap((c) => Object.values(c.files).flat() as FileInfo[]);
  const archiveFiles = world.pools.members.flatMap((m: UserInfo) =>
    m.archives.filter((a) => a.valueType === 'file').map((a) => a.value as FileInfo),
  );

  it('attachments carry sortOrder (1, 2, … in their content) and moreInfo', () => {
    expect(attachments.length).toBeGreaterThan(0);
    for (const file of attachments) expect([typeof file.sortOrder, file.moreInfo]).toEqual(['number', {}]);
  });

  it("a profile archive's file has neither, and is still a File Info of the document", () => {
    expect(archiveFiles.length).toBeGreaterThan(0);
    for (const file of archiveFiles) {
      expect(['sortOrder' in file, 'moreInfo' in file]).toEqual([false, false]);
      expect(problems('FileInfo', file)).toEqual([]);
    }
  });
});
