// Text for the XML 1.0 reports (JUnit): markup escaped, and every character XML 1.0 forbids (C0 controls but tab,
// newline and carriage return; lone surrogates; U+FFFE and U+FFFF) or discourages (C1 controls, the other
// noncharacters) written as a `\u{…}` escape, so that strict parsers (expat, libxml2) read the whole report.
import { terminalSafe } from './terminal-safe.js';

/** Outside XML 1.0's Char production, or a noncharacter it discourages (§2.2), whatever terminalSafe leaves. */
const NOT_XML = /[\p{Cs}\p{Noncharacter_Code_Point}]/gu;

const MARKUP: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

const escaped = (c: string) => `\\u{${c.codePointAt(0)!.toString(16).padStart(4, '0')}}`;

/** Text for an element or an attribute value. */
export const xmlText = (text: string): string =>
  terminalSafe(text)
    .replace(NOT_XML, escaped)
    .replace(/[&<>"']/g, (c) => MARKUP[c]!);

/** Text for a comment: never `--` nor a final `-`, which XML forbids inside one. */
export const xmlComment = (text: string): string => xmlText(text).replace(/-(?=-|$)/g, '- ');
