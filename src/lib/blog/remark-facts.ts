import { isLocale, type Locale, defaultLocale } from '../../../shared/i18n/locales';
import { factPlaceholderProblem, fillFacts, formatFacts } from '../facts';
import { withoutCodeBlocks } from './summary';

/**
 * Facts in articles: an article quotes the owner's facts as `{uptime}`,
 * `{agentPrice}`, ... like every other text, and the blog's markdown pipeline fills them in for the
 * article's language. Code (fenced blocks and inline code) is left as written.
 */

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/** The article's language from its path: `content/blog/de/x.md` is German, `content/blog/x.md` English. */
export function articleLocale(file: string | undefined): Locale {
  const folder = file?.split(/[\\/]/).slice(-2, -1)[0];
  return folder && isLocale(folder) ? folder : defaultLocale;
}

/**
 * What is wrong with the placeholders of an article's body outside code, or undefined.
 * @example articlePlaceholderProblem('A {price} target') // 'unknown placeholder {price}; ...'
 */
export function articlePlaceholderProblem(body: string): string | undefined {
  const prose = withoutCodeBlocks(body)
    .replace(/(`+)[\s\S]*?\1/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  return factPlaceholderProblem(prose);
}

/** The remark plugin: fills `{fact}` in the text of an article, in the article's language. */
export function remarkFacts() {
  return (tree: MdNode, file: { path?: string }) => {
    const facts = formatFacts(articleLocale(file.path));
    const visit = (node: MdNode) => {
      if (node.type === 'text' && node.value?.includes('{'))
        node.value = fillFacts(node.value, facts);
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
