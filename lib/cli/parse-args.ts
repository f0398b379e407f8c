/** `replay --tools a.json --runs b.jsonl` → { command: "replay", flags: { tools: "a.json", runs: "b.jsonl" } }. */
export interface ParsedArgs {
  command: string | undefined;
  flags: Record<string, string | true>;
  positional: string[];
}

export class UsageError extends Error {}

export function parseArgs(argv: string[], valueFlags: string[]): ParsedArgs {
  const out: ParsedArgs = { command: undefined, flags: {}, positional: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith("--")) {
      const [name, inline] = a.slice(2).split(/=(.*)/s, 2);
      if (valueFlags.includes(name)) {
        const v = inline ?? argv[++i];
        if (v === undefined || v.startsWith("--")) throw new UsageError(`--${name} needs a value`);
        out.flags[name] = v;
      } else out.flags[name] = true;
    } else if (a === "-h") out.flags.help = true;
    else if (out.command === undefined) out.command = a;
    else out.positional.push(a);
  }
  return out;
}
