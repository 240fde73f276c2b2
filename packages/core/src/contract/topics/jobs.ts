import { backgroundJobSchema } from '../endpoints/jobs';
import { topicIdParams } from './common';
import { defineTopic } from './define';

/** A background job's state changes and progress, for the user who enqueued it (`useJob`). */
export const jobTopic = defineTopic({
  name: 'job.{id}',
  summary: "A background job changed state or reported progress (the job's owner only).",
  params: topicIdParams,
  event: backgroundJobSchema,
  scope: { kind: 'user' },
});
