import { useDeferredValue, type ReactNode } from 'react';
import { Container, Skeleton } from '@mantine/core';
import { ReleaseAllowanceNotice } from '../../../components/release-allowance-notice.tsx';
import { useReleaseAllowance } from '../api/get-release-allowance.ts';

/**
 * Where a new release starts: on the free plan, the month's allowance above the wizard, and
 * instead of it once used up, before anything is uploaded or typed.
 */
export function NewReleaseGate({ children }: { children: ReactNode }) {
  const allowance = useReleaseAllowance();
  // The wizard's form is the page's heaviest render. Mounted with the query's answer, it ran in
  // one synchronous task (TanStack Query notifies through useSyncExternalStore), a long task on
  // a phone; deferred, React renders it in a transition, in slices between which the browser
  // paints and answers input (decision 043). The skeleton stays until that render commits.
  const waiting = useDeferredValue(allowance.isPending, true);
  if (waiting) {
    return (
      // A screen high: the wizard is taller, and the footer must not be pushed off by it.
      <Container size="md" py="xl" mih="100dvh">
        <Skeleton h={400} radius="lg" />
      </Container>
    );
  }
  // Without an answer the wizard still opens: the API refuses a release over the limit anyway.
  const current = allowance.data ?? null;
  const usedUp = current !== null && current.used >= current.limit;
  return (
    <>
      {current ? (
        <Container size="md" pt="xl">
          <ReleaseAllowanceNotice allowance={current} />
        </Container>
      ) : null}
      {usedUp ? null : children}
    </>
  );
}
