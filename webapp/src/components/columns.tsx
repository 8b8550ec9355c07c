// Mantine's SimpleGrid without its JavaScript (issue 24, decision 0094): the same class (Mantine's stylesheet draws
// the grid from --sg-cols and the spacings), the columns per breakpoint from columns.module.css instead of a style
// element written at run time. The footer is on every page, so this keeps SimpleGrid out of every page's JavaScript.
import type { CSSProperties, ReactNode } from 'react';
import classes from './columns.module.css';

type Breakpoint = 'base' | 'xs' | 'sm' | 'md';
type Spacing = 'sm' | 'md' | 'lg';

interface ColumnsProps {
  /** Columns from each breakpoint on (Mantine's: xs 36em, sm 48em, md 62em). */
  cols: Partial<Record<Breakpoint, number>> & { base: number };
  spacing: Spacing;
  component?: 'div' | 'ul';
  className?: string;
  mt?: Spacing;
  'aria-label'?: string;
  children: ReactNode;
}

export function Columns({ cols, spacing, component: Tag = 'div', className, mt, children, ...aria }: ColumnsProps) {
  const style: Record<string, string | number> = {
    '--sg-spacing-x': `var(--mantine-spacing-${spacing})`,
    '--sg-spacing-y': `var(--mantine-spacing-${spacing})`,
  };
  for (const [breakpoint, count] of Object.entries(cols)) style[`--cols-${breakpoint}`] = count;
  if (mt) style.marginTop = `var(--mantine-spacing-${mt})`;
  const names = ['m_2415a157 mantine-SimpleGrid-root', classes.columns, className].filter(Boolean).join(' ');
  return (
    <Tag className={names} style={style as CSSProperties} {...aria}>
      {children}
    </Tag>
  );
}
