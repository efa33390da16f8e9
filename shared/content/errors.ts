/**
 * The one error format of every content file: `<file>: <field path>: <message>`,
 * one line per problem, for example
 * `content/services/self-host-deployment.yaml: included[2].de: Required`.
 * Pure: no file system, no `astro:*`, so loaders, scripts run by tsx and tests share it.
 */
import { z } from 'zod';

/** A content file (or several) failed validation; `problems` holds one formatted line each. */
export class ContentError extends Error {
  override name = 'ContentError';
  readonly problems: string[];

  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

/** A step of a zod issue path; zod 4 allows symbols, which print as `["Symbol(name)"]`. */
type PathSegment = PropertyKey;

const identifier = /^[A-Za-z_$][\w$]*$/;

/**
 * A field path as an editor reads it: array positions in brackets, object keys after dots, and the
 * `id` of an array item in parentheses when it has one, so the item is easy to find in the file.
 * @example formatFieldPath(['included', 2, 'de']) // 'included[2].de'
 * @example formatFieldPath(['topics', 0, 'items', 1], data) // 'topics[0] (crm).items[1] (duplicates)'
 */
export function formatFieldPath(path: readonly PathSegment[], data?: unknown): string {
  let node: unknown = data;
  let out = '';
  for (const segment of path) {
    node =
      node && typeof node === 'object'
        ? (node as Record<PropertyKey, unknown>)[segment]
        : undefined;
    if (typeof segment === 'number') {
      const id = node && typeof node === 'object' ? (node as { id?: unknown }).id : undefined;
      out += `[${segment}]${typeof id === 'string' ? ` (${id})` : ''}`;
    } else if (typeof segment === 'symbol') {
      out += `[${JSON.stringify(String(segment))}]`;
    } else if (identifier.test(segment)) {
      out += out ? `.${segment}` : segment;
    } else {
      out += `[${JSON.stringify(segment)}]`;
    }
  }
  return out || '(root)';
}

/**
 * Zod's messages, reworded where the default is unclear to an editor; `Required` stays as zod
 * says it, so a missing field reads `included[2].de: Required`.
 */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required';
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return `must be at least ${String(issue.minimum)} characters`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return `must be at most ${String(issue.maximum)} characters`;
  }
  if (issue.code === 'too_small' && issue.origin === 'number') {
    return `must be at least ${String(issue.minimum)}`;
  }
  if (issue.code === 'too_big' && issue.origin === 'number') {
    return `must be at most ${String(issue.maximum)}`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  }
  return undefined;
};

/** One formatted line per zod issue: `<file>: <field path>: <message>`. */
export function zodProblems(file: string, error: z.ZodError, data?: unknown): string[] {
  return error.issues.map(
    (issue) => `${file}: ${formatFieldPath(issue.path, data)}: ${issue.message}`,
  );
}

/**
 * Validates parsed file data against a schema.
 * @param file the path shown in errors, relative to the project: `content/site.yaml`
 * @throws ContentError with one `<file>: <field path>: <message>` line per problem
 * @example parseContent('content/stats/home.yaml', statsFileSchema, yaml.parse(text))
 */
export function parseContent<T extends z.ZodType>(
  file: string,
  schema: T,
  data: unknown,
): z.output<T> {
  const result = schema.safeParse(data, { error: contentErrorMap });
  if (result.success) return result.data as z.output<T>;
  throw new ContentError(zodProblems(file, result.error, data));
}

/** Collects the problems of several checks and throws them together (all at once, not the first). */
export function collectProblems<T>(tasks: (() => T)[]): { values: T[]; problems: string[] } {
  const values: T[] = [];
  const problems: string[] = [];
  for (const task of tasks) {
    try {
      values.push(task());
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems);
      else problems.push((error as Error).message);
    }
  }
  return { values, problems };
}
