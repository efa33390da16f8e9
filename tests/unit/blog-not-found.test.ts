import { describe, expect, it } from 'vitest';
import { blogNotFoundDetails } from '../../src/lib/blog/not-found';

describe('blogNotFoundDetails', () => {
  it.each([
    ['/blog/old-post', '', 'old-post', '/blogs/old-post.md'],
    ['/de/blog/old-post', '/de', 'old-post', '/blogs/de/old-post.md'],
    ['/de/blog/old-post/', '/de', 'old-post', '/blogs/de/old-post.md'],
    ['/fr/blog/caf%C3%A9', '/fr', 'café', '/blogs/fr/café.md'],
    ['/it/blog/bad%E0%A4%A', '/it', 'bad%E0%A4%A', '/blogs/it/bad%E0%A4%A.md'],
    ['/blog/de', '', 'de', '/blogs/de.md'],
  ])('%s (prefix %j) -> %s', (pathname, prefix, slug, source) => {
    expect(blogNotFoundDetails(pathname, prefix)).toEqual({ slug, source });
  });
});
