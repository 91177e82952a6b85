import { z } from 'zod';

/** What an operator set up for this Soundpost, read by the web app at run time. */
export const instanceSchema = z.object({
  supportEmail: z.string(),
  helpCenterUrl: z.string().nullable(),
});
export type Instance = z.infer<typeof instanceSchema>;
