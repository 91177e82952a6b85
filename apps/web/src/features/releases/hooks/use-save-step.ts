import { useState } from 'react';
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
 * reload opens the wizard where the artist left it.
 */
export function useSaveStep(releaseId: string | null, step: WizardStep) {
  const { t } = useTranslation(['wizard', 'errors']);
  const navigate = useNavigate();
  const create = useCreateRelease();
  const update = useUpdateRelease(releaseId ?? '');
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const save = async (input: ReleaseFormInput): Promise<boolean> => {
    const next = nextStep(step) ?? step;
    setFailure(null);
    try {
      const body = { ...input, wizardStep: next };
      const saved = releaseId ? await update.mutateAsync(body) : await create.mutateAsync(body);
      if (saved.ignoredStores.length > 0) {
        notify({
          color: 'yellow',
          message: t('ignoredStores', { count: saved.ignoredStores.length }),
        });
      }
      void navigate(paths.releases.edit.getHref(saved.id, next), { replace: !releaseId });
      return true;
    } catch (error) {
      const detail = errorMessage(error);
      setFailure({ message: t('messages.saveFailed'), detail, error });
      return false;
    }
  };

  return { save, pending: create.isPending || update.isPending, failure };
}
