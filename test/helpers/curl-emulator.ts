// Runs a README `curl` command with fetch (CI machines need not have curl) and prints what curl would:
// the body (-s), or the status line, headers and body (-i); a connection closed without answer as curl error 52,
// printed only when curl would print it (not with -s alone; with -sS or without -s). `-X METHOD` and `-d BODY` (a POST
// unless -X says otherwise, as curl does) send a body, declared `application/x-www-form-urlencoded` unless a -H names a
// Content-Type, as curl declares it.

export interface CommandOutput {
  exitCode: number;
  output: string;
}

export async function emulateCurl(args: readonly string[], baseUrl: string): Promise<CommandOutput> {
  let url = '';
  let include = false;
  let silent = false;
  let showError = false;
  const headers: [string, string][] = [];
  let method: string | undefined;
  let data: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-H') {
      const header = args[++i]!;
      const colon = header.indexOf(':');
      headers.push([header.slice(0, colon).trim(), header.slice(colon + 1).trim()]);
    } else if (arg === '-X') method = args[++i]!;
    else if (arg === '-d') data = args[++i]!;
    else if (/^-[siS]+$/.test(arg)) {
      include ||= arg.includes('i');
      silent ||= arg.includes('s');
      showError ||= arg.includes('S');
    } else if (arg.startsWith('-')) throw new Error(`curl option ${arg} is not emulated`);
    else url = arg.replace('http://127.0.0.1:4010', baseUrl);
  }
  if (data !== undefined && !headers.some(([name]) => name.toLowerCase() === 'content-type'))
    headers.push(['Content-Type', 'application/x-www-form-urlencoded']);
  try {
    const res = await fetch(url, {
      headers,
      method: method ?? (data === undefined ? 'GET' : 'POST'),
      ...(data === undefined ? {} : { body: data }),
    });
    const body = await res.text();
    if (!include) return { exitCode: 0, output: body };
    const head = [
      `HTTP/1.1 ${res.status} ${res.statusText}`,
      ...[...res.headers].map(
        ([name, value]) =>
          `${name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase())}: ${value}`,
      ),
    ];
    return { exitCode: 0, output: `${head.join('\n')}\n\n${body}` };
  } catch {
    return { exitCode: 52, output: !silent || showError ? 'curl: (52) Empty reply from server' : '' };
  }
}
