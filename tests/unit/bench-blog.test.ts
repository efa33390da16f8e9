/**
 * `npm run bench:blog`: the report's arithmetic (percentiles, what a build's output says it
 * redid, the process tree whose memory is summed) and the targets it holds.
 */
import { describe, expect, it } from 'vitest';
import {
  BLOG_TARGETS,
  buildWork,
  checkBlogTargets,
  descendants,
  percentile,
  statParentPid,
  statusRssMb,
  type BlogBenchReport,
} from '../../tools/bench-blog-report';
import { fixtureTranslation, FIXTURE_LANGUAGES } from '../../tools/lib/blog/fixture-posts';
import { readBlogSource } from '../../src/lib/blog/source';

const BUILD_OUTPUT = `
12:01:02 [blog-loader] 1 articles rendered, 5999 from the content store
12:03:04 [build] 6,123 page(s) built in 120.5s
share cards: 6130 (6 drawn, 6124 from the cache) in 3.1 s
precompressed 12500 files (brotli quality 4; 40 compressed, 12460 from the cache): 90000 KB -> 20000 KB brotli
`;

const report = (over: Partial<Record<string, number>> = {}) => {
  const work = { ...buildWork(BUILD_OUTPUT) };
  return {
    coldBuild: { seconds: over.cold ?? 240, peakMb: over.peak ?? 3000, work },
    rebuild: {
      seconds: over.rebuild ?? 45,
      peakMb: 2000,
      work: { ...work, shareCardsDrawn: over.drawn ?? 6 },
      changed: 'fixture-post-0500.md',
    },
    list: [{ path: '/blog', htmlGz: 20_000, jsGz: over.js ?? 9_000, cssGz: 8_000 }],
    search: {
      index: { path: '/blog/search.json', bytes: 1, gzBytes: 1 },
      keystrokes: 40,
      medianMs: 1,
      p95Ms: over.search ?? 2.5,
      maxMs: 3,
      pageP95Ms: 9,
    },
  } satisfies Pick<BlogBenchReport, 'coldBuild' | 'rebuild' | 'list' | 'search'>;
};

describe('bench:blog report', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([3, 1, 2], 50)).toBe(2);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });

  it('reads what a build redid from its output', () => {
    expect(buildWork(BUILD_OUTPUT)).toEqual({
      shareCards: 6130,
      shareCardsDrawn: 6,
      files: 12500,
      filesCompressed: 40,
      pages: 6123,
      articlesRendered: 1,
    });
    expect(buildWork('nothing here')).toEqual({
      shareCards: null,
      shareCardsDrawn: null,
      files: null,
      filesCompressed: null,
      pages: null,
      articlesRendered: null,
    });
  });

  it('meets every target with figures inside them', () => {
    expect(checkBlogTargets(report()).filter((t) => !t.pass)).toEqual([]);
  });

  it.each([
    ['cold build time', { cold: BLOG_TARGETS.coldBuildS + 1 }],
    ['cold build peak memory', { peak: BLOG_TARGETS.peakMb + 1 }],
    ['rebuild after one changed article', { rebuild: 61 }],
    ['rebuild redraws no unchanged share card', { drawn: 7 }],
    ['search per keystroke (p95)', { search: 5.01 }],
    ['/blog JS gzipped', { js: 31 * 1024 }],
  ])('misses %s', (name, over) => {
    expect(
      checkBlogTargets(report(over))
        .filter((t) => !t.pass)
        .map((t) => t.name),
    ).toEqual([name]);
  });

  it('sums a process tree from /proc', () => {
    expect(statParentPid('4242 (node (worker)) S 17 4242 4242 0 -1')).toBe(17);
    expect(statusRssMb('Name:\tnode\nVmRSS:\t  2048 kB\n')).toBe(2);
    expect(statusRssMb('Name:\tzombie\n')).toBe(0);
    const parents = new Map([
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 99],
    ]);
    expect(descendants(1, parents).sort()).toEqual([1, 2, 3, 4]);
  });

  it('writes each fixture article in every language, valid and stamped with its English version', () => {
    expect(FIXTURE_LANGUAGES).toEqual(['pt', 'de', 'es', 'it', 'fr']);
    for (const lang of FIXTURE_LANGUAGES) {
      const { file, contents } = fixtureTranslation(7, lang);
      expect(file).toBe(`${lang}/fixture-post-0007.md`);
      const read = readBlogSource({ file, contents }, file);
      expect(read.result.ok, JSON.stringify(read.result)).toBe(true);
      expect(contents).toMatch(/^sourceHash: '[0-9a-f]{12}'$/m);
    }
  });
});
