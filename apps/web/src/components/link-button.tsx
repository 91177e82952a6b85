import { Link, type LinkProps } from 'react-router';
import classes from './link-button.module.css';

type LinkButtonProps = LinkProps & {
  variant?: 'filled' | 'default' | 'light';
  size?: 'sm' | 'lg';
};

/**
 * A link that looks like Mantine's Button. Used where the landing page and the signed-out
 * navbar need call-to-action links: Mantine's Button brings its loader and transition code
 * (≈4 KB gzip) into the landing page's entry, and a link never shows a loader anyway.
 */
export function LinkButton({
  variant = 'filled',
  size = 'sm',
  className,
  ...props
}: LinkButtonProps) {
  const names = [classes.root, classes[variant], classes[size], className].filter(Boolean);
  return <Link {...props} className={names.join(' ')} />;
}
