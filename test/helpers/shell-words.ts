// Splits a documented command line the way bash or zsh would, for the commands the docs use: quotes, $VAR expansion
// (unquoted: split on spaces), arrays (`H=(-H 'a: b' …)` and `"${H[@]}"`), `A=b` assignments before a command,
// `&&` between commands, # comments.

/** Shell variables: strings, and arrays (`H=(…)`). */
export type ShellVars = Record<string, string | string[]>;

export interface ShellCommand {
  /** Assignments before the command (`CORE_AID=demo npm run contract`), or alone (`H='…'`). */
  env: Record<string, string>;
  words: string[];
  /** A trailing `# …` comment, often the documented output. */
  comment: string;
}

export function shellCommands(line: string, vars: ShellVars): ShellCommand[] {
  const array = /^\s*([A-Za-z_][A-Za-z0-9_]*)=\((.*)\)\s*(#.*)?$/.exec(line);
  if (array) {
    vars[array[1]!] = shellCommands(array[2]!, vars).flatMap((c) => c.words);
    return [];
  }
  const commands: ShellCommand[] = [];
  let words: string[] = [];
  let word: string | null = null;
  let comment = '';
  const flush = () => {
    if (word !== null) words.push(word);
    word = null;
  };
  const end = () => {
    flush();
    const env: Record<string, string> = {};
    while (words.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]!)) {
      const [name, ...value] = words.shift()!.split('=');
      env[name!] = value.join('=');
    }
    commands.push({ env, words, comment: '' });
    words = [];
  };
  const expand = (name: string, quoted: boolean) => {
    const value = vars[name] ?? '';
    if (Array.isArray(value)) {
      // "${H[@]}": one word per element, quoted or not (the elements are already words)
      value.forEach((element, i) => {
        word = (word ?? '') + element;
        if (i < value.length - 1) flush();
      });
      return;
    }
    if (quoted) word = (word ?? '') + value;
    else {
      const parts = value.split(/\s+/).filter(Boolean);
      parts.forEach((part, i) => {
        word = (word ?? '') + part;
        if (i < parts.length - 1) flush();
      });
    }
  };
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "'") {
      const close = line.indexOf("'", i + 1);
      word = (word ?? '') + line.slice(i + 1, close);
      i = close;
    } else if (ch === '"') {
      i++;
      word ??= '';
      for (; i < line.length && line[i] !== '"'; i++) {
        const all = line[i] === '$' ? /^\{([A-Za-z_][A-Za-z0-9_]*)\[@\]\}/.exec(line.slice(i + 1)) : null;
        const name = line[i] === '$' ? /^[A-Za-z_][A-Za-z0-9_]*/.exec(line.slice(i + 1))?.[0] : undefined;
        if (all) {
          expand(all[1]!, true);
          i += all[0].length;
        } else if (name) {
          expand(name, true);
          i += name.length;
        } else word += line[i] === '\\' ? line[++i] : line[i];
      }
    } else if (ch === '$' && /[A-Za-z_]/.test(line[i + 1] ?? '')) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(line.slice(i + 1))![0];
      expand(name, false);
      i += name.length;
    } else if (ch === '#' && word === null) {
      comment = line.slice(i + 1).trim();
      break;
    } else if (ch === '&' && line[i + 1] === '&') {
      end();
      i++;
    } else if (/\s/.test(ch)) flush();
    else word = (word ?? '') + ch;
  }
  end();
  const result = commands.filter((c) => c.words.length > 0 || Object.keys(c.env).length > 0);
  if (result.length > 0) result[result.length - 1]!.comment = comment;
  return result;
}

/** The command lines of a shell block: continuation backslashes joined, blank and comment-only lines dropped. */
export function commandLines(block: string): string[] {
  return block
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
}
