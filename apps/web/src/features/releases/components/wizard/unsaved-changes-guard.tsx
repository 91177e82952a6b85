import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';

export type UnsavedChangesGuardProps = {
  /** Whether something on the page is not saved yet. */
  dirty: boolean;
  /** Saves what can be saved now; true when nothing is left unsaved. */
  flush: () => Promise<boolean>;
};

/**
 * Keeps unsaved changes from being lost on the way out: closing or reloading the tab asks
 * the browser's own question; a link inside the app first saves what it can, and asks only
 * when something still could not be saved.
 */
export function UnsavedChangesGuard({ dirty, flush }: UnsavedChangesGuardProps) {
  const { t } = useTranslation('wizard');
  const latest = useRef({ dirty, flush });
  useEffect(() => {
    latest.current = { dirty, flush };
  });
  const [asking, setAsking] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return latest.current.dirty && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void latest.current.flush().then((saved) => {
      if (!active) return;
      if (saved) blocker.proceed();
      else setAsking(true);
    });
    return () => {
      active = false;
    };
  }, [blocker]);

  const close = (leave: boolean) => {
    setAsking(false);
    if (blocker.state !== 'blocked') return;
    if (leave) blocker.proceed();
    else blocker.reset();
  };

  return (
    <Modal
      opened={asking}
      onClose={() => close(false)}
      title={t('leave.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Text size="sm" mb="md">
        {t('leave.body')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => close(true)}>
          {t('leave.leave')}
        </Button>
        <Button onClick={() => close(false)} data-autofocus>
          {t('leave.stay')}
        </Button>
      </Group>
    </Modal>
  );
}
