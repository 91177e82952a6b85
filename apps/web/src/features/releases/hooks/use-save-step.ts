import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateRelease, type ReleaseFormInput } from '../api/create-release.ts';
import { useUpdateRelease } from '../api/update-release.ts';
import { nextStep, type WizardStep } from '../utils/wizard-steps.ts';

/** Why the last save failed: the spec's message, and the server's reason when it gave one. */
export type SaveFailure = { message: string; detail: string | null; error: unknown };

/**
 * Saves a wizard step on the server and opens the next one: the first save creates the
 * draft (POST), the later ones change it (PATCH). The reached step travels with it, so a
 * reload opens the wizard where the artist left it. `keep` saves what the step shows without
 * moving on, for an artist who leaves the step another way (decision 032).
 */
export function useSaveStep(releaseId: string | null, step: WizardStep) {
  const { t } = useTranslation(['wizard', 'errors']);
  const navigate = useNavigate();
  const create = useCreateRelease();
  const update = useUpdateRelease(releaseId ?? '');
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  // What the last successful save sent: leaving right after it has nothing left to keep.
  const lastSaved = useRef<string | null>(null);

  const send = async (input: ReleaseFormInput) => {
    setFailure(null);
    try {
      const saved = releaseId ? await update.mutateAsync(input) : await create.mutateAsync(input);
      if (saved.ignoredStores.length > 0) {
        notify({
          color: 'yellow',
          message: t('ignoredStores', { count: saved.ignoredStores.length }),
        });
      }
      return saved;
    } catch (error) {
      const detail = errorMessage(error);
      setFailure({ message: t('messages.saveFailed'), detail, error });
      return null;
    }
  };

  const save = async (input: ReleaseFormInput): Promise<boolean> => {
    const next = nextStep(step) ?? step;
    const saved = await send({ ...input, wizardStep: next });
    if (!saved) return false;
    lastSaved.current = JSON.stringify(input);
    void navigate(paths.releases.edit.getHref(saved.id, next), { replace: !releaseId });
    return true;
  };

  /** Saves the step's values where the artist is; true when nothing is left unsaved. */
  const keep = async (input: ReleaseFormInput): Promise<boolean> => {
    const body = JSON.stringify(input);
    if (body === lastSaved.current) return true;
    const saved = await send(releaseId ? input : { ...input, wizardStep: step });
    if (saved) lastSaved.current = body;
    return saved !== null;
  };

  return { save, keep, pending: create.isPending || update.isPending, failure };
}
