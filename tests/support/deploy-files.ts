/**
 * Strict readers of the Netlify / Cloudflare Pages `_headers` and `_redirects` formats, so a
 * generated file with wrong syntax fails a test instead of being silently ignored by a host.
 * Rules from the hosts' documentation: a path line (`/…`, no spaces) starts a block of indented
 * `Name: value` lines; `_redirects` lines are `from to [status]`, with `*` only at the end of
 * `from` and `:splat` in `to`. Cloudflare reads at most 100 header rules of 2,000 characters.
 */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split('\n').forEach((line, i) => {
    const where = `_headers line ${i + 1}: ${JSON.stringify(line.slice(0, 60))}`;
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    if (line.length > 2000) throw new Error(`${where}: longer than 2,000 characters`);
    if (!/^\s/.test(line)) {
      if (!/^\/\S*$/.test(line))
        throw new Error(`${where}: a path must start with / and have no spaces`);
      rules.push({ path: line, headers: {} });
      return;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`${where}: header before any path`);
    const match = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    if (!match || !TOKEN.test(match[1]!)) throw new Error(`${where}: not "Name: value"`);
    // eslint-disable-next-line no-control-regex
    if (!match[2] || /[\u0000-\u001f\u007f]/.test(match[2])) throw new Error(`${where}: bad value`);
    if (match[1]!.toLowerCase() in rule.headers) throw new Error(`${where}: header set twice`);
    rule.headers[match[1]!.toLowerCase()] = match[2];
  });
  if (rules.length > 100) throw new Error(`_headers: ${rules.length} rules (at most 100)`);
  for (const rule of rules) {
    if (Object.keys(rule.headers).length === 0)
      throw new Error(`_headers: ${rule.path} sets nothing`);
  }
  return rules;
}

/** Whether a `_headers` / `_redirects` path pattern (`/*`, `/a/*`, `/a`) matches a URL path. */
export function patternMatches(pattern: string, path: string): boolean {
  const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return re.test(path);
}

/**
 * The headers a host sends for `path`: every matching rule's, and no header set by two matching
 * rules (hosts differ in how they would merge it).
 */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules.filter((r) => patternMatches(r.path, path))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      if (name in result) throw new Error(`_headers: ${name} for ${path} is set by two rules`);
      result[name] = value;
    }
  }
  return result;
}

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  text.split('\n').forEach((line, i) => {
    const where = `_redirects line ${i + 1}: ${JSON.stringify(line)}`;
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const fields = line.trim().split(/\s+/);
    if (fields.length < 2 || fields.length > 3)
      throw new Error(`${where}: expected "from to [status]"`);
    const [from, to, status = '301'] = fields as [string, string, string?];
    if (!/^\/[^*]*\*?$/.test(from))
      throw new Error(`${where}: from must be a path, * only at its end`);
    if (!/^(\/|https?:\/\/)/.test(to)) throw new Error(`${where}: to must be a path or URL`);
    if (![200, 301, 302, 303, 307, 308, 404].includes(Number(status)))
      throw new Error(`${where}: unsupported status ${status}`);
    rules.push({ from, to, status: Number(status) });
  });
  return rules;
}

/** The first `_redirects` rule that matches a path (hosts apply the first match). */
export function redirectFor(rules: RedirectRule[], path: string): RedirectRule | undefined {
  return rules.find((r) => patternMatches(r.from, path));
}
