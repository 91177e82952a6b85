import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Moves the focus to the element the URL's hash names once the step is shown, so "Fix it"
 * on the review step lands on the field that holds the problem.
 */
export function useFocusHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.focus();
    target.scrollIntoView({ block: 'center' });
  }, [hash]);
}
