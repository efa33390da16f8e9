/**
 * Reads a Chromium performance trace (the Trace Event Format DevTools records) the way
 * Lighthouse's main-thread breakdown does: the page's renderer main thread, its top-level tasks,
 * and in each task what the time went to (self time per event name, nested events subtracted).
 * Pure, so the unit tests check it on small hand-made traces.
 */

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; elementCount?: number } & Record<
    string,
    unknown
  >;
}

export interface TaskCause {
  name: string;
  ms: number;
}

export interface LongTask {
  /** Milliseconds from the navigation's start. */
  startMs: number;
  ms: number;
  /** Where the task's time went, largest first (self time of each event name). */
  causes: TaskCause[];
  /** Elements whose style was recalculated in this task (UpdateLayoutTree), when any. */
  styledElements: number;
}

export interface TraceSummary {
  /** First contentful paint, milliseconds from the navigation's start; null when not seen. */
  fcpMs: number | null;
  tasks: number;
  /** Tasks of at least `longMs`, in order. */
  longTasks: LongTask[];
  /** Self time per event name over the whole trace, largest first. */
  totals: TaskCause[];
  /** The largest style recalculation (UpdateLayoutTree) in elements. */
  maxStyledElements: number;
}

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderer main thread of the page: the CrRendererMain thread with the most ParseHTML. */
export function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name');
  const mains = names.filter((e) => e.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number } | null = null;
  let bestCount = -1;
  for (const m of mains) {
    const count = events.filter(
      (e) => e.pid === m.pid && e.tid === m.tid && e.name === 'ParseHTML',
    ).length;
    if (count > bestCount) {
      best = { pid: m.pid, tid: m.tid };
      bestCount = count;
    }
  }
  return best;
}

interface Span {
  name: string;
  ts: number;
  dur: number;
  args?: TraceEvent['args'];
}

/** Complete events of one thread: X as they are, B/E paired; sorted by start, outer first. */
function spans(events: TraceEvent[], pid: number, tid: number): Span[] {
  const out: Span[] = [];
  const open: TraceEvent[] = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === 'X' && typeof e.dur === 'number')
      out.push({ name: e.name, ts: e.ts, dur: e.dur, args: e.args });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const i = open.map((o) => o.name).lastIndexOf(e.name);
      const b = i >= 0 ? open.splice(i, 1)[0]! : open.pop();
      if (b) out.push({ name: b.name, ts: b.ts, dur: e.ts - b.ts, args: { ...b.args, ...e.args } });
    }
  }
  return out.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

const ms = (us: number) => Math.round(us / 100) / 10;

/**
 * The long tasks (at least `longMs` long) of the page's main thread and where their time went,
 * from the navigation's start (`navigationStart`, or the first task) on.
 */
export function summarize(events: TraceEvent[], longMs = 50): TraceSummary {
  const thread = mainThread(events);
  if (!thread) throw new Error('no renderer main thread (CrRendererMain) in the trace');
  const all = spans(events, thread.pid, thread.tid);
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid);
  // Top-level tasks only: Chromium nests ThreadControllerImpl::RunTask inside RunTask.
  const tasks: Span[] = [];
  for (const s of all) {
    if (!TOP_LEVEL.has(s.name)) continue;
    const outer = tasks.at(-1);
    if (outer && s.ts < outer.ts + outer.dur) continue;
    tasks.push(s);
  }
  const origin = nav?.ts ?? tasks[0]?.ts ?? 0;
  const totals = new Map<string, number>();
  const longTasks: LongTask[] = [];
  let maxStyled = 0;
  let cursor = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    // The events inside this task, by a stack of open ones: each one's self time is its duration
    // minus its children's.
    while (cursor < all.length && all[cursor]!.ts < task.ts) cursor++;
    const inside: Span[] = [];
    for (let i = cursor; i < all.length && all[i]!.ts < end; i++) {
      const s = all[i]!;
      // A RunTask nested in the task is the task itself, not a cause.
      if (s !== task && !TOP_LEVEL.has(s.name) && s.ts + s.dur <= end) inside.push(s);
    }
    const self = new Map<string, number>();
    const stack: { name: string; end: number; child: number; dur: number }[] = [];
    const close = (upTo: number) => {
      while (stack.length && stack.at(-1)!.end <= upTo) {
        const done = stack.pop()!;
        self.set(done.name, (self.get(done.name) ?? 0) + done.dur - done.child);
      }
    };
    let styled = 0;
    let children = 0;
    for (const s of inside) {
      close(s.ts);
      if (stack.length) stack.at(-1)!.child += s.dur;
      else children += s.dur;
      stack.push({ name: s.name, end: s.ts + s.dur, child: 0, dur: s.dur });
      if (s.name === 'UpdateLayoutTree') {
        const count = Number(
          s.args?.elementCount ??
            (s.args?.data as { elementCount?: number } | undefined)?.elementCount ??
            0,
        );
        styled = Math.max(styled, count);
      }
    }
    close(Infinity);
    self.set('(task itself)', task.dur - children);
    maxStyled = Math.max(maxStyled, styled);
    for (const [name, us] of self) totals.set(name, (totals.get(name) ?? 0) + us);
    if (task.dur >= longMs * 1000) {
      longTasks.push({
        startMs: ms(task.ts - origin),
        ms: ms(task.dur),
        causes: [...self]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([name, us]) => ({ name, ms: ms(us) })),
        styledElements: styled,
      });
    }
  }
  return {
    fcpMs: fcp ? ms(fcp.ts - origin) : null,
    tasks: tasks.length,
    longTasks,
    totals: [...totals].sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ name, ms: ms(us) })),
    maxStyledElements: maxStyled,
  };
}

/** Bytes of the inline `<style>` and `<script>` (without src) elements of an HTML page. */
export function inlineBytes(html: string): {
  css: number;
  js: number;
  jsonLd: number;
  html: number;
} {
  const sum = (re: RegExp) =>
    [...html.matchAll(re)].reduce((n, m) => n + Buffer.byteLength(m[1]!), 0);
  return {
    css: sum(/<style[^>]*>([\s\S]*?)<\/style>/g),
    js: sum(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    jsonLd: sum(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/g),
    html: Buffer.byteLength(html),
  };
}
