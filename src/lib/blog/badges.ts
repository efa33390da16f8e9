import type { Difficulty } from './front-matter';

/** Badge colours by name; components map them to the design tokens. */
export type Tone = 'green' | 'yellow' | 'red' | 'orange' | 'blue' | 'purple';

const difficultyTones: Record<Difficulty, Tone> = {
  Beginner: 'green',
  Intermediate: 'yellow',
  Advanced: 'red',
};

/** Difficulty colours: Beginner green, Intermediate yellow, Advanced red. */
export function difficultyTone(difficulty: Difficulty): Tone {
  return difficultyTones[difficulty];
}

/** The categories the spec names, as catalog ids. */
export const knownCategories = {
  'workflow automation': 'workflowAutomation',
  'n8n wiki': 'n8nWiki',
  tutorial: 'tutorial',
  integration: 'integration',
} as const;
export type CategoryId = (typeof knownCategories)[keyof typeof knownCategories];

const categoryTones: Record<CategoryId, Tone> = {
  workflowAutomation: 'orange',
  n8nWiki: 'blue',
  tutorial: 'green',
  integration: 'purple',
};

/**
 * The catalog id of one of the spec's categories (any case and spacing), else undefined.
 * @example categoryId(' n8n WIKI ') // 'n8nWiki'
 */
export function categoryId(category: string): CategoryId | undefined {
  const key = category.trim().replace(/\s+/g, ' ').toLowerCase();
  return (knownCategories as Record<string, CategoryId>)[key];
}

/** Workflow automation orange, n8n wiki blue, tutorial green, integration purple, else orange. */
export function categoryTone(category: string): Tone {
  const id = categoryId(category);
  return id ? categoryTones[id] : 'orange';
}
