import type { PublishStatus } from '@tarang/contracts';

/**
 * When an item is published: the time the form gives; else, for a new item, now; else, when a draft whose time
 * has passed is being published, now (so it is listed as new, not under the day its draft was started).
 */
export function publishTime(
  fields: { status?: PublishStatus; publishedAt?: string },
  before?: { status: string; publishedAt: Date },
): Date | undefined {
  if (fields.publishedAt !== undefined) return new Date(fields.publishedAt);
  if (!before) return new Date();
  const publishing = fields.status === 'published' && before.status !== 'published';
  return publishing && before.publishedAt.getTime() <= Date.now() ? new Date() : undefined;
}
