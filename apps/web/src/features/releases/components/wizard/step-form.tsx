import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { SectionCard } from '../../../../components/section-card.tsx';
import type { ReleaseFormInput } from '../../api/create-release.ts';
import type { useSaveStep } from '../../hooks/use-save-step.ts';
import { StepActions } from './step-actions.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

type StepFormProps = {
  id: string;
  title: string;
  intro: string;
  saving: ReturnType<typeof useSaveStep>;
  /** Whether the step shows something the draft does not hold yet. */
  dirty: boolean;
  /** The step's values when they can be saved, else null (and `problem` says why). */
  checked: () => ReleaseFormInput | null;
  /** Why the step's values cannot be saved, shown instead of a failed save's message. */
  problem: string | null;
  backHref: string;
  children: ReactNode;
};

/**
 * A wizard step that saves through `useSaveStep`: Continue saves and moves on, and leaving
 * the step any other way keeps what it shows (decision 032).
 */
export function StepForm({
  id,
  title,
  intro,
  saving,
  dirty,
  checked,
  problem,
  backHref,
  children,
}: StepFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = checked();
        if (input) void saving.save(input);
      }}
    >
      <UnsavedChangesGuard
        dirty={dirty}
        flush={async () => {
          const input = checked();
          return input ? saving.keep(input) : false;
        }}
      />
      <Stack gap="lg">
        <SectionCard id={id} title={title} description={intro} headingSize="h3">
          {children}
        </SectionCard>
        <StepActions
          backHref={backHref}
          pending={saving.pending}
          error={problem ?? saving.failure?.message}
          detail={problem ? null : saving.failure?.detail}
        />
      </Stack>
    </form>
  );
}
