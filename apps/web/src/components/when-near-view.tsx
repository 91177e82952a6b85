import { useEffect, useState, type ReactNode, type RefCallback } from 'react';

/**
 * Whether the element given the returned ref has come within `margin` px of the viewport
 * (once true, it stays true): a part below the fold can leave its query, or its drawing,
 * until a phone scrolls towards it. Without IntersectionObserver (tests, old browsers), at
 * once.
 */
export function useNearView<T extends Element>(margin = 200): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin]);
  return [setElement, near];
}

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
  const [ref, near] = useNearView<HTMLDivElement>();
  return near ? children : <div ref={ref}>{placeholder}</div>;
}
