/**
 * Header behaviour without a framework (the menus must not pull in React):
 * mobile menu toggle (closes on a link and on Escape), the Services dropdown
 * (keyboard and screen-reader usable) and the language list closing on Escape.
 */

function setupMobileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.getElementById('site-nav');
  const backdrop = document.querySelector<HTMLElement>('[data-menu-backdrop]');
  if (!toggle || !menu) return;
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';

  const setOpen = (open: boolean, returnFocus = false) => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute(
      'aria-label',
      (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '',
    );
    menu.toggleAttribute('data-open', open);
    if (backdrop) backdrop.hidden = !open;
    // Scroll lock: the page behind the open menu stays put.
    document.documentElement.toggleAttribute('data-menu-open', open);
    if (!open && returnFocus) toggle.focus();
  };

  toggle.addEventListener('click', () => setOpen(!isOpen()));
  backdrop?.addEventListener('click', () => setOpen(false));
  menu.addEventListener('click', (event) => {
    if (isOpen() && (event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) setOpen(false, true);
  });
  // The header turns back into a row (a wider window, a narrower font): the menu button is
  // gone, so the open panel closes with it.
  new ResizeObserver(() => {
    if (isOpen() && toggle.offsetWidth === 0) setOpen(false);
  }).observe(toggle);
}

function setupDropdowns(): void {
  document.querySelectorAll<HTMLElement>('[data-dropdown]').forEach((root) => {
    const toggle = root.querySelector<HTMLButtonElement>('[data-dropdown-toggle]');
    const menu = root.querySelector<HTMLElement>('[data-dropdown-menu]');
    if (!toggle || !menu) return;

    const setOpen = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      menu.toggleAttribute('data-open', open);
    };

    toggle.addEventListener('click', () =>
      setOpen(toggle.getAttribute('aria-expanded') !== 'true'),
    );
    root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
        setOpen(false);
        toggle.focus();
      }
      if (event.key === 'ArrowDown' && toggle.getAttribute('aria-expanded') === 'true') {
        const items = [...menu.querySelectorAll<HTMLAnchorElement>('a')];
        const index = items.indexOf(document.activeElement as HTMLAnchorElement);
        event.preventDefault();
        items[(index + 1) % items.length]?.focus();
      }
      if (event.key === 'ArrowUp' && toggle.getAttribute('aria-expanded') === 'true') {
        const items = [...menu.querySelectorAll<HTMLAnchorElement>('a')];
        const index = items.indexOf(document.activeElement as HTMLAnchorElement);
        event.preventDefault();
        items[(index - 1 + items.length) % items.length]?.focus();
      }
    });
    root.addEventListener('focusout', (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    });
    document.addEventListener('click', (event) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    });
  });
}

function setupDisclosures(): void {
  const switchers = document.querySelectorAll<HTMLDetailsElement>('[data-language-switcher]');
  switchers.forEach((details) => {
    details.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    });
  });
  document.addEventListener('click', (event) => {
    switchers.forEach((details) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    });
  });
}

setupMobileMenu();
setupDropdowns();
setupDisclosures();
