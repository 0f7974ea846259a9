import * as z from 'zod/mini';

/**
 * What a status source (the `getStatus` poll or the live socket) may say about a running job.
 * Only processing jobs are updated: a report about any other job is ignored.
 */
export const jobStatusUpdateSchema = z.object({
  id: z.string().check(z.minLength(1)),
  status: z.optional(z.enum(['processing', 'completed', 'error'])),
  progress: z.optional(z.number()),
  error: z.nullish(z.string()),
  chunkProgress: z.nullish(
    z.object({
      current: z.number().check(z.int(), z.nonnegative()),
      total: z.number().check(z.int(), z.nonnegative()),
      completed: z.number().check(z.int(), z.nonnegative()),
    }),
  ),
});

export type JobStatusUpdate = z.infer<typeof jobStatusUpdateSchema>;

const messageSchema = z.union([
  z.pipe(
    jobStatusUpdateSchema,
    z.transform((update) => [update]),
  ),
  z.array(jobStatusUpdateSchema),
  z.pipe(
    z.object({ jobs: z.array(jobStatusUpdateSchema) }),
    z.transform((message) => message.jobs),
  ),
]);

/**
 * Accepts one update, a list of updates, or `{ jobs: [...] }`. Returns `null` for anything
 * else, which the caller logs and ignores.
 */
export function parseStatusUpdates(data: unknown): JobStatusUpdate[] | null {
  const parsed = messageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
