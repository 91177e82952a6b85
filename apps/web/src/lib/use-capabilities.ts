import { capabilitiesFor, type Capabilities } from '@soundpost/contracts/capabilities';
import { freePlan } from '@soundpost/contracts/plan-names';
import { useUser } from './session.ts';

/** What the signed-in user's plan allows (spec section 6). */
export function useCapabilities(): Capabilities {
  const user = useUser();
  return capabilitiesFor(user?.subscription.plan_name ?? freePlan);
}
