/**
 * Hydrates the savings calculator (calculator-section.astro renders it on the server). Loaded by
 * the section's `<template>` script, which calculator.client.ts starts only once the calculator
 * comes into view: React and the calculator's code cost a page nothing up front.
 */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SavingsCalculator, type SavingsCalculatorProps } from './savings-calculator';
import { CALCULATOR_ID_PREFIX } from './island';

/** Hydrates the calculator with the props its section carries as JSON (`[data-calculator-props]`). */
export function hydrateCalculator(): void {
  const root = document.querySelector<HTMLElement>('[data-calculator-root]');
  const data = root?.parentElement?.querySelector('script[data-calculator-props]');
  if (!root || !data?.textContent) return;
  const props = JSON.parse(data.textContent) as SavingsCalculatorProps;
  hydrateRoot(root, createElement(SavingsCalculator, props), {
    identifierPrefix: CALCULATOR_ID_PREFIX,
  });
}
