import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { articlesFor } from '@/components/blog/collection';
import { formatMessage, getMessages } from '@/i18n/catalog';
import { config } from '@/lib/config';
import { getSite } from '@/lib/site';

/** RSS feed of the English articles, newest first, linked from the head of every blog page. */
export const GET: APIRoute = async () => {
  const m = getMessages('en');
  const posts = await articlesFor('en');
  return rss({
    title: formatMessage('en', m['blog.rssTitle'], { name: getSite().business.brandName }),
    description: m['blog.metaDescription'],
    site: config.siteUrl,
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.title,
      description: post.description,
      link: post.href,
      pubDate: new Date(`${post.date}T00:00:00Z`),
      categories: [post.category],
      ...(post.author ? { customData: `<dc:creator><![CDATA[${post.author}]]></dc:creator>` } : {}),
    })),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: '<language>en-us</language>',
  });
};
