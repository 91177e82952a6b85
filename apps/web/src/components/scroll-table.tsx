import type { ReactNode } from 'react';
import classes from './scroll-table.module.css';

/**
 * A table that scrolls on its own when the phone is narrower than it, or when it is long:
 * focusable, so a keyboard can scroll it, and named like its table.
 */
export function ScrollTable(props: { label: string; maxHeight?: number; children: ReactNode }) {
  return (
    <div
      className={classes.scroll}
      style={props.maxHeight ? { maxHeight: props.maxHeight } : undefined}
      tabIndex={0}
      role="group"
      aria-label={props.label}
    >
      {props.children}
    </div>
  );
}
