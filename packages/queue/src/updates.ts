import { z } from 'zod';

/**
 * What a status source (the `getStatus` poll or the live socket) may say about a running job.
 * Only processing jobs are updated: a report about any other job is ignored.
 */
export const jobStatusUpdateSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['processing', 'completed', 'error']).optional(),
  progress: z.number().optional(),
  error: z.string().nullish(),
  chunkProgress: z
    .object({
      current: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
      completed: z.number().int().nonnegative(),
    })
    .nullish(),
});

export type JobStatusUpdate = z.infer<typeof jobStatusUpdateSchema>;

const messageSchema = z.union([
  jobStatusUpdateSchema.transform((update) => [update]),
  z.array(jobStatusUpdateSchema),
  z.object({ jobs: z.array(jobStatusUpdateSchema) }).transform((message) => message.jobs),
]);

/**
 * Accepts one update, a list of updates, or `{ jobs: [...] }`. Returns `null` for anything
 * else, which the caller logs and ignores.
 */
export function parseStatusUpdates(data: unknown): JobStatusUpdate[] | null {
  const parsed = messageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
