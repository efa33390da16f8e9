import { cva, cx } from 'class-variance-authority';
import type * as React from 'react';
import { categoryId, categoryTone, difficultyTone, type Tone } from '@/lib/blog/badges';
import type { Difficulty } from '@/lib/blog/front-matter';
import type { CardMessages } from './messages';

const badgeVariants = cva(
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
  {
    variants: {
      tone: {
        green: 'bg-success-soft text-success',
        yellow: 'bg-warning-soft text-warning',
        red: 'bg-danger-soft text-danger',
        orange: 'bg-primary-soft text-primary',
        blue: 'bg-info-soft text-info',
        purple: 'bg-purple-soft text-purple',
      } satisfies Record<Tone, string>,
    },
  },
);

type BadgeProps = React.ComponentProps<'span'> & { tone: Tone };

function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={cx(badgeVariants({ tone }), className)} {...props} />;
}

/** The category as shown: the spec's four in the page's language, others as written. */
function categoryLabel(category: string, m: CardMessages): string {
  const id = categoryId(category);
  return id ? m[`blog.category.${id}`] : category;
}

/** Difficulty badge: Beginner green, Intermediate yellow, Advanced red. */
function DifficultyBadge({
  difficulty,
  messages: m,
}: {
  difficulty: Difficulty;
  messages: CardMessages;
}) {
  return (
    <Badge tone={difficultyTone(difficulty)}>
      {m[`blog.difficulty.${difficulty.toLowerCase() as Lowercase<Difficulty>}`]}
    </Badge>
  );
}

/** Category badge in upper case, coloured by the spec's categories. */
function CategoryBadge({ category, messages: m }: { category: string; messages: CardMessages }) {
  return (
    <Badge tone={categoryTone(category)} className="tracking-wide uppercase">
      {categoryLabel(category, m)}
    </Badge>
  );
}

export { Badge, CategoryBadge, DifficultyBadge, categoryLabel };
