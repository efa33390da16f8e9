/**
 * /faq: a search box that filters every question as the visitor types (question and
 * answer text, any language, accents and case ignored), and the topic in view marked in the
 * sticky topic list. Without JavaScript the search box stays hidden and the list complete.
 */

/** Lower case without accents, so "Überwachung" matches "uberwachung" and "déploiement" "deploiement". */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether every word of the query occurs in the text (both already normalised). */
function matches(text: string, query: string): boolean {
  return query
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

export function setupFaqSearch(): void {
  const form = document.querySelector<HTMLFormElement>('[data-faq-search]');
  const input = form?.querySelector<HTMLInputElement>('input');
  const status = form?.querySelector<HTMLElement>('[data-faq-status]');
  if (!form || !input || !status) return;
  const items = [...document.querySelectorAll<HTMLElement>('[data-faq-topic] details')];
  const index = items.map((el) => ({ el, text: normalize(el.textContent ?? '') }));
  const topics = [...document.querySelectorAll<HTMLElement>('[data-faq-topic]')];
  const plural = new Intl.PluralRules(document.documentElement.lang);

  const filter = () => {
    const query = normalize(input.value.trim());
    let count = 0;
    for (const { el, text } of index) {
      const show = !query || matches(text, query);
      el.hidden = !show;
      if (show) count++;
    }
    for (const topic of topics) {
      const empty = !topic.querySelector('details:not([hidden])');
      topic.hidden = empty;
      const link = document.querySelector<HTMLElement>(
        `[data-faq-topic-link="${topic.dataset.faqTopic}"]`,
      );
      if (link) link.hidden = empty;
    }
    const template =
      count === 0
        ? form.dataset.countZero
        : plural.select(count) === 'one'
          ? form.dataset.countOne
          : form.dataset.countOther;
    status.textContent = query ? (template ?? '').replace('{n}', String(count)) : '';
  };

  input.addEventListener('input', filter);
  form.addEventListener('submit', (event) => event.preventDefault());
  if (input.value) filter();
}

/** Marks the link of the topic being read (`aria-current="true"`) and keeps it in view in the list. */
export function setupTopicSpy(): void {
  const nav = document.getElementById('faq-topics');
  const topics = [...document.querySelectorAll<HTMLElement>('[data-faq-topic]')];
  if (!nav || !topics.length) return;
  const links = new Map(
    topics.map((t) => [
      t,
      nav.querySelector<HTMLAnchorElement>(`[data-faq-topic-link="${t.dataset.faqTopic}"] a`),
    ]),
  );
  const mark = (topic: HTMLElement) => {
    for (const [t, link] of links) {
      if (t === topic) link?.setAttribute('aria-current', 'true');
      else link?.removeAttribute('aria-current');
    }
    const link = links.get(topic);
    // Scroll the list itself, never the page.
    if (link && nav.scrollHeight > nav.clientHeight) {
      const top = link.offsetTop - nav.offsetTop;
      if (top < nav.scrollTop || top + link.offsetHeight > nav.scrollTop + nav.clientHeight)
        nav.scrollTop = top - nav.clientHeight / 2;
    }
  };
  // The topic being read: the last one whose heading has passed a third of the window.
  let current: HTMLElement | undefined;
  let frame = 0;
  const update = () => {
    frame = 0;
    const line = window.innerHeight / 3;
    const visible = topics.filter((t) => !t.hidden);
    const topic = visible.filter((t) => t.getBoundingClientRect().top <= line).pop() ?? visible[0];
    if (topic && topic !== current) {
      current = topic;
      mark(topic);
    }
  };
  window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(update)), {
    passive: true,
  });
  update();
}
