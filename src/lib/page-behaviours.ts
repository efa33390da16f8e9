/**
 * What a page's rendered content needs from the layout (ARCHITECTURE: a component carries its own
 * behaviour, never per-page wiring): a `ZoomImage` (`data-zoom`) needs the zoom dialog and its
 * script, a `Reveal` (`data-reveal`) the scroll-reveal script. The layout renders the content
 * first and adds what this finds. Attributes count only inside a tag: text that shows markup (an
 * article's code block) is escaped (`&lt;div data-zoom&gt;`) and needs nothing.
 */
export interface PageBehaviours {
  zoom: boolean;
  reveal: boolean;
}

const inTag = (attribute: string) => new RegExp(`<[a-zA-Z][^<>]*\\s${attribute}(?=[\\s=/>])`);
const ZOOM = inTag('data-zoom');
const REVEAL = inTag('data-reveal');

export function pageBehaviours(html: string): PageBehaviours {
  return { zoom: ZOOM.test(html), reveal: REVEAL.test(html) };
}
