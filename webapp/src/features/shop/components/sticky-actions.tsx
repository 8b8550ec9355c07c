import type { ReactNode } from 'react';
import classes from './sticky-actions.module.css';

export function StickyActions({ children }: { children: ReactNode }) {
  return <div className={classes.bar}>{children}</div>;
}
