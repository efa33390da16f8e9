import type { ClientDirective } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** The live agent's chat: code fetched on intent, panel opened and hydrated on a click. */
    'client:agent'?: boolean;
  }
}

/**
 * `client:agent`, the chat's hydration directive (Astro inlines it into the pages that use it).
 * The launcher and the panel are prerendered: a click shows the panel at once and moves focus
 * into it, while the chat's code (React and the island) loads; pointing at or focusing the
 * launcher already fetches it. Closing (the close button, Escape) hides the panel and puts focus
 * back on the launcher. Nothing loads for a visitor who never shows interest.
 */
const agentDirective: ClientDirective = (load, _options, el) => {
  const launcher = el.querySelector<HTMLElement>('[data-agent-launcher]');
  if (!launcher) return;
  let code: ReturnType<typeof load> | undefined;
  let hydrated: Promise<void> | undefined;
  const fetchCode = () => (code ??= load());
  const hydrate = () => (hydrated ??= fetchCode().then((run) => run()));
  for (const type of ['pointerenter', 'focus', 'touchstart'] as const) {
    launcher.addEventListener(type, () => void fetchCode(), { once: true, passive: true });
  }
  const setOpen = (open: boolean) => {
    el.toggleAttribute('data-open', open);
    launcher.setAttribute('aria-expanded', String(open));
    if (!open) return launcher.focus();
    el.querySelector<HTMLElement>('[data-agent-input]')?.focus();
    // The analytics module's event (src/lib/analytics/events.ts); no module shared, to stay inline.
    document.dispatchEvent(
      new CustomEvent('site:conversion', { detail: { name: 'agent_opened', props: {} } }),
    );
    void hydrate();
  };
  launcher.addEventListener('click', () => setOpen(!el.hasAttribute('data-open')));
  el.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-agent-close]')) setOpen(false);
  });
  el.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !el.hasAttribute('data-open')) return;
    event.preventDefault();
    setOpen(false);
  });
  // Until the chat's code runs, Enter in its input must not post the page to itself.
  el.addEventListener('submit', (event) => event.preventDefault(), true);
};

export default agentDirective;
