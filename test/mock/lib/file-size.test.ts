// fileSize writes a byte count as the real system does (values measured with its own Number::fileSize, PHP intl).
import { describe, expect, it } from 'vitest';
import { fileSize } from '../../../src/mock/lib/file-size.js';

describe('fileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1.00 B'],
    [921, '921.00 B'],
    [922, '0.90 KB'],
    [1023, '1.00 KB'],
    [1152, '1.12 KB'], // a tie: ICU rounds to even
    [1153, '1.13 KB'],
    [1536, '1.50 KB'],
    [40_000, '39.06 KB'],
    [943_718, '921.60 KB'],
    [1_536_000, '1.46 MB'],
    [6_000_000, '5.72 MB'],
    [90_000_000, '85.83 MB'],
    [1_073_741_824, '1.00 GB'],
    [999_999_999_999, '0.91 TB'],
  ])('%i bytes are %s', (bytes, written) => {
    expect(fileSize(bytes)).toBe(written);
  });
});
