import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once their place comes within 200 px of the viewport, `placeholder`
 * (of the same height) until then: a heavy part below the fold (a chart, a map) is neither
 * loaded nor drawn while a phone opens the page. Without IntersectionObserver (tests, old
 * browsers), at once.
 */
export function WhenNearView({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}
