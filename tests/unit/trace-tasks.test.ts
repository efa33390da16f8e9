/**
 * `npm run trace`: long tasks of the page's main thread and where their time went, read from a
 * hand-made trace as Chromium writes one.
 */
import { describe, expect, it } from 'vitest';
import { inlineBytes, mainThread, summarize, type TraceEvent } from '../../tools/lib/trace/tasks';

const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
});
const x = (name: string, ts: number, dur: number, args?: TraceEvent['args']): TraceEvent => ({
  name,
  ph: 'X',
  ts: ts * 1000,
  dur: dur * 1000,
  pid: 2,
  tid: 7,
  ...(args ? { args } : {}),
});

const trace: TraceEvent[] = [
  meta(1, 1, 'CrRendererMain'), // another renderer (about:blank): no ParseHTML
  meta(2, 7, 'CrRendererMain'),
  meta(2, 8, 'Compositor'),
  { name: 'navigationStart', ph: 'R', ts: 1000 * 1000, pid: 2, tid: 7 },
  // A 120 ms task: parsing (30 ms self) with a script inside (20 ms), then style of 900
  // elements (50 ms) and layout (15 ms); 5 ms of the task's own.
  x('RunTask', 1010, 120),
  // Chromium nests this one in RunTask: the same task, not a second one.
  x('ThreadControllerImpl::RunTask', 1010, 120),
  x('ParseHTML', 1010, 50),
  x('EvaluateScript', 1030, 20),
  x('UpdateLayoutTree', 1060, 50, { elementCount: 900 }),
  x('Layout', 1110, 15),
  // A short task.
  x('RunTask', 1200, 10),
  x('FunctionCall', 1201, 8),
  { name: 'firstContentfulPaint', ph: 'R', ts: 1140 * 1000, pid: 2, tid: 7 },
  // B/E pairs count too.
  { name: 'RunTask', ph: 'B', ts: 1300 * 1000, pid: 2, tid: 7 },
  { name: 'Paint', ph: 'B', ts: 1301 * 1000, pid: 2, tid: 7 },
  { name: 'Paint', ph: 'E', ts: 1361 * 1000, pid: 2, tid: 7 },
  { name: 'RunTask', ph: 'E', ts: 1362 * 1000, pid: 2, tid: 7 },
];

describe('trace summary', () => {
  it('picks the renderer main thread that parsed the page', () => {
    const withParse = [...trace, { ...x('ParseHTML', 1, 1), pid: 1, tid: 1 }];
    expect(mainThread(trace)).toEqual({ pid: 2, tid: 7 });
    expect(mainThread(withParse.filter((e) => !(e.pid === 2 && e.name === 'ParseHTML')))).toEqual({
      pid: 1,
      tid: 1,
    });
  });

  it('lists the long tasks with their causes by self time, in order', () => {
    const summary = summarize(trace, 50);
    expect(summary.fcpMs).toBe(140);
    expect(summary.tasks).toBe(3);
    expect(summary.maxStyledElements).toBe(900);
    expect(summary.longTasks).toEqual([
      {
        startMs: 10,
        ms: 120,
        causes: [
          { name: 'UpdateLayoutTree', ms: 50 },
          { name: 'ParseHTML', ms: 30 },
          { name: 'EvaluateScript', ms: 20 },
          { name: 'Layout', ms: 15 },
          { name: '(task itself)', ms: 5 },
        ],
        styledElements: 900,
      },
      {
        startMs: 300,
        ms: 62,
        causes: [
          { name: 'Paint', ms: 60 },
          { name: '(task itself)', ms: 2 },
        ],
        styledElements: 0,
      },
    ]);
    expect(summary.totals.slice(0, 2)).toEqual([
      { name: 'Paint', ms: 60 },
      { name: 'UpdateLayoutTree', ms: 50 },
    ]);
  });

  it('measures the inline CSS, scripts and JSON-LD of a page', () => {
    const html =
      '<html><head><style>a{color:red}</style><script type="application/ld+json">{"a":1}</script>' +
      '<script>go()</script><script type="module" src="/x.js"></script></head></html>';
    expect(inlineBytes(html)).toEqual({ css: 12, js: 4, jsonLd: 7, html: html.length });
  });
});
