// Text from a server, made safe to print: control characters (C0 but newline and tab, DEL, C1) and the bidirectional
// formatting characters that can reorder what a terminal shows are written as \u{…} escapes.

// C0 except \t and \n, DEL, C1, ALM, LRM/RLM, LRE…RLO, LRI…PDI, and the line and paragraph separators.
// eslint-disable-next-line no-control-regex -- control characters are what it escapes
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export const terminalSafe = (text: string): string =>
  text.replace(UNSAFE, (c) => `\\u{${c.codePointAt(0)!.toString(16).padStart(4, '0')}}`);

/** One line: newlines and tabs escaped as well. */
export const oneLine = (text: string): string => terminalSafe(text).replace(/\n/g, '\\n').replace(/\t/g, '\\t');
