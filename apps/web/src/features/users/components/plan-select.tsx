import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { plans, type Plan } from '@soundpost/contracts/users';
import { notify } from '../../../lib/notify.ts';
import { errorMessage } from '../../../lib/forms.ts';
import type { AdminUser } from '../api/get-users.ts';
import { useSetUserPlan } from '../api/set-user-plan.ts';

/** Changes a user's plan on the spot; billing will take this over later. */
export function PlanSelect({ user }: { user: AdminUser }) {
  const { t } = useTranslation(['admin', 'errors']);
  const setPlan = useSetUserPlan();
  return (
    <NativeSelect
      size="xs"
      w={110}
      value={user.plan}
      disabled={setPlan.isPending}
      aria-label={t('actions.planOf', { username: user.username })}
      data={plans.map((plan) => ({ value: plan, label: t(`plans.${plan}`) }))}
      onChange={(event) =>
        setPlan.mutate(
          { id: user._id, plan: event.currentTarget.value as Plan },
          {
            onSuccess: (updated) =>
              notify({
                color: 'teal',
                message: t('actions.planChanged', {
                  username: updated.username,
                  plan: t(`plans.${updated.plan}`),
                }),
              }),
            onError: (error) => notify({ color: 'red', message: errorMessage(error) }),
          },
        )
      }
    />
  );
}
