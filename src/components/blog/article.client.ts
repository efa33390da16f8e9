/**
 * Article pages: a link anchor on every section heading, a copy button on every
 * code block, and the table of contents marking the section being read. Labels come from the
 * body's data attributes (the page's language).
 */
import { copyIcon } from './icons';

function addHeadingAnchors(body: HTMLElement): void {
  const label = body.dataset.anchorLabel ?? '{heading}';
  body.querySelectorAll<HTMLHeadingElement>('h2[id], h3[id]').forEach((heading) => {
    if (heading.querySelector('.heading-anchor')) return;
    const anchor = document.createElement('a');
    anchor.href = `#${heading.id}`;
    anchor.className = 'heading-anchor';
    anchor.setAttribute('aria-label', label.replace('{heading}', heading.textContent ?? ''));
    heading.append(anchor);
  });
}

function addCopyButtons(body: HTMLElement): void {
  const copy = body.dataset.copyLabel ?? 'Copy';
  const copied = body.dataset.copiedLabel ?? 'Copied';
  body.querySelectorAll<HTMLPreElement>('pre').forEach((pre) => {
    if (pre.parentElement?.classList.contains('code-block')) return;
    const wrapper = document.createElement('div');
    wrapper.className = 'code-block';
    pre.replaceWith(wrapper);
    wrapper.append(pre);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'code-copy';
    button.innerHTML = copyIcon;
    const text = document.createElement('span');
    text.textContent = copy;
    button.append(text);
    button.addEventListener('click', () => {
      const code = pre.querySelector('code')?.innerText ?? pre.innerText;
      void navigator.clipboard?.writeText(code).then(() => {
        text.textContent = copied;
        setTimeout(() => (text.textContent = copy), 2000);
      });
    });
    wrapper.append(button);
  });
}

/** Marks the table-of-contents link of the section being read with `aria-current="true"`. */
function spyTableOfContents(body: HTMLElement): void {
  const toc = document.querySelector<HTMLElement>('[data-toc]');
  if (!toc) return;
  const sections = [...body.querySelectorAll<HTMLElement>('h2[id]')];
  const links = new Map(
    sections.map((h) => [h, toc.querySelector<HTMLAnchorElement>(`a[href="#${h.id}"]`)]),
  );
  let current: HTMLElement | undefined;
  let frame = 0;
  const update = () => {
    frame = 0;
    const line = window.innerHeight / 3;
    const section = sections.filter((h) => h.getBoundingClientRect().top <= line).pop();
    if (section === current) return;
    current = section;
    for (const [h, link] of links) {
      if (h === section) link?.setAttribute('aria-current', 'true');
      else link?.removeAttribute('aria-current');
    }
  };
  window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(update)), {
    passive: true,
  });
  update();
}

export function enhanceArticle(id = 'blog-post-body'): void {
  const body = document.getElementById(id);
  if (!body) return;
  addHeadingAnchors(body);
  addCopyButtons(body);
  spyTableOfContents(body);
}
