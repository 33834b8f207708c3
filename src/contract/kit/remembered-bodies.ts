// The text of each body the run received lately, by its bytes: about two thirds of a default run's bytes are pages it
// received before, byte for byte, and decoding them again (UTF-8 to a string of two-byte characters, as large as the
// page) was a tenth of its time. The same bytes give the same text, and the same text object lets every reader after
// (readJsonText's memory of the texts it read) find it at once. Bounded: 64 bodies, 8 MB in all, 1 MB each at most.
import { decodeBody, type WireFacts } from '../invariants/wire-facts.js';

const MAX_BODIES = 64;
const MAX_BYTES = 8 * 2 ** 20;
const MAX_BODY_BYTES = 2 ** 20;

interface Remembered {
  bytes: Buffer;
  decoded: { body: string; wire: WireFacts };
}

export class RememberedBodies {
  /** Per length, the bodies of that length, oldest first; `order` holds every body, oldest first. */
  private readonly byLength = new Map<number, Remembered[]>();
  private readonly order: Remembered[] = [];
  private bytes = 0;

  /** The text of `bytes` and what they showed: decoded once, then found again for the same bytes. */
  decode(bytes: Buffer, declaredLength?: number): { body: string; wire: WireFacts } {
    // A body cut short of its length is a fact of one answer, not of its bytes: never shared.
    if (bytes.length > MAX_BODY_BYTES || (declaredLength !== undefined && declaredLength !== bytes.length))
      return decodeBody(bytes, declaredLength);
    const known = this.byLength.get(bytes.length)?.find((r) => r.bytes.equals(bytes));
    if (known) return known.decoded;
    const decoded = decodeBody(bytes);
    Object.freeze(decoded.wire); // shared by every answer of these bytes
    const remembered = { bytes, decoded };
    while (this.order.length >= MAX_BODIES || this.bytes + bytes.length > MAX_BYTES) this.forgetOldest();
    this.order.push(remembered);
    const same = this.byLength.get(bytes.length);
    if (same) same.push(remembered);
    else this.byLength.set(bytes.length, [remembered]);
    this.bytes += bytes.length;
    return remembered.decoded;
  }

  private forgetOldest(): void {
    const oldest = this.order.shift();
    if (!oldest) return;
    this.bytes -= oldest.bytes.length;
    const same = this.byLength.get(oldest.bytes.length)!;
    same.splice(same.indexOf(oldest), 1);
    if (same.length === 0) this.byLength.delete(oldest.bytes.length);
  }
}
