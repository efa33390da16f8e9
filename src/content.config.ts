import { defineCollection } from 'astro:content';
import { blogFrontMatterSchema } from './lib/blog/front-matter';
import { blogLoader } from './lib/blog/loader';

/** Blog articles: `content/blog/*.md` (English) and `content/blog/<lang>/*.md` (issue 5). */
const blog = defineCollection({ loader: blogLoader(), schema: blogFrontMatterSchema });

export const collections = { blog };
