// The bodies a run received lately give their text again for the same bytes, and only for the same bytes.
import { describe, expect, it } from 'vitest';
import { RememberedBodies } from '../../../src/contract/kit/remembered-bodies.js';

const bytes = (text: string) => Buffer.from(text);

describe('RememberedBodies', () => {
  it('gives the very text decoded before for the same bytes, arriving in another buffer', () => {
    const bodies = new RememberedBodies();
    const first = bodies.decode(bytes('{"n":"Zoë"}'));
    const again = bodies.decode(bytes('{"n":"Zoë"}'));
    expect(again).toBe(first);
    expect(again).toEqual({ body: '{"n":"Zoë"}', wire: { bytes: 12 } });
  });

  it.each([
    ['the same length, other bytes', '{"n":"Zoa"}', '{"n":"Zob"}'],
    ['other lengths', '{}', '{ }'],
    ['UTF-8 and Latin-1 of one text', '{"n":"Zoë"}', Buffer.from('{"n":"Zoë"}', 'latin1')],
  ])('decodes anew for %s', (_, a, b) => {
    const bodies = new RememberedBodies();
    const first = bodies.decode(typeof a === 'string' ? bytes(a) : a);
    const second = bodies.decode(typeof b === 'string' ? bytes(b) : b);
    expect(second).not.toBe(first);
    expect(second.body).toBe((typeof b === 'string' ? bytes(b) : b).toString('utf8'));
  });

  it('keeps a body cut short of its declared length an answer of its own, saying so each time', () => {
    const bodies = new RememberedBodies();
    bodies.decode(bytes('{"a":1}'));
    const short = bodies.decode(bytes('{"a":1}'), 10);
    expect(short.wire).toEqual({ bytes: 7, declaredLength: 10 });
    expect(bodies.decode(bytes('{"a":1}'), 7).wire).toEqual({ bytes: 7 });
  });

  it('forgets the oldest past 64 bodies', () => {
    const bodies = new RememberedBodies();
    const first = bodies.decode(bytes('[0]'));
    for (let i = 1; i <= 64; i++) bodies.decode(bytes(`[${i}]`));
    expect(bodies.decode(bytes('[0]'))).not.toBe(first);
    expect(bodies.decode(bytes('[64]')).body).toBe('[64]');
  });

  it('never remembers a body over 1 MB', () => {
    const bodies = new RememberedBodies();
    const big = Buffer.alloc(2 ** 20 + 1, 32);
    expect(bodies.decode(big)).not.toBe(bodies.decode(Buffer.from(big)));
  });
});
