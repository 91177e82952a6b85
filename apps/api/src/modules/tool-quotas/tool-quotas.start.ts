import type { AppContext } from '../../lib/context.ts';
import { seedToolQuotas } from './tool-quotas.service.ts';

/** The tool quotas' start-up: every process seeds the default allowances (idempotently). */
export async function startToolQuotas(ctx: AppContext) {
  await seedToolQuotas(ctx.db);
}
