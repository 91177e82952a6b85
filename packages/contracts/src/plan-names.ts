// Without zod: the signed-in pages' first screens (the plan's capabilities, the upgrade links)
// need these, and importing users.ts for them would load zod and build every account schema
// (decision 043). users.ts builds the schema from `plans`.

export const plans = ['lite', 'artist', 'pro'] as const;
export type Plan = (typeof plans)[number];
/** The plan_name value that means the free plan. */
export const freePlan: Plan = 'lite';
