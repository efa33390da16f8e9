/**
 * Starts the savings calculator when it comes into view. Until then the page has loaded none of
 * its code: the script that loads React and hydrates the calculator waits in a `<template>`
 * (calculator-section.astro), inert, and this observer puts a copy into the page when the
 * calculator is in view, which runs it. Astro's own island (`client:visible`) put its loader,
 * about 2 KB gzipped, into the page's up-front JavaScript, and a dynamic `import()` brings
 * Vite's preload helper (about 1 KB) with it.
 */
export function hydrateCalculatorWhenVisible(): void {
  const root = document.querySelector<HTMLElement>('[data-calculator-root]');
  const start = document.querySelector<HTMLTemplateElement>('template[data-calculator-start]');
  if (!root || !start || !('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    start.replaceWith(start.content.cloneNode(true));
  });
  observer.observe(root);
}
