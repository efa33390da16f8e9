import { describe, expect, it } from 'vitest';
import { pageBehaviours } from '../../src/lib/page-behaviours';

describe('pageBehaviours: what the layout adds for the components a page renders', () => {
  it.each([
    ['<section><div data-reveal="" class="x">a</div></section>', { zoom: false, reveal: true }],
    ['<button type="button" data-zoom="" data-zoom-src="/a.svg">', { zoom: true, reveal: false }],
    ['<div data-reveal>a</div><img data-zoom src="/a.png"/>', { zoom: true, reveal: true }],
    ['<p>No components here</p>', { zoom: false, reveal: false }],
    // An article showing the markup as code: escaped text, nothing to add.
    [
      '<pre><code>&lt;div data-reveal=""&gt;&lt;/div&gt; data-zoom=""</code></pre>',
      { zoom: false, reveal: false },
    ],
    // Another attribute that only starts with the name.
    ['<div data-revealed="" data-zoomed="">', { zoom: false, reveal: false }],
  ])('%s', (html, expected) => {
    expect(pageBehaviours(html)).toEqual(expected);
  });
});
