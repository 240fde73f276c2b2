/**
 * `@console/widget-kit`: what every console widget shares and neither `@console/core` (no React
 * components) nor `@console/ui` (no API client) can hold alone. See the README.
 * @packageDocumentation
 */

export {
  fieldsResolver,
  type IssueFieldResolver,
  type MappedServerIssues,
  mapServerIssues,
  serverFieldErrors,
} from './form/server-issues';
export {
  type FieldIssues,
  type UseWidgetFormOptions,
  useWidgetForm,
  type WidgetForm,
  type WidgetFormFieldBinding,
} from './form/use-widget-form';
export { FINISHED_JOB_STATES, isJobFinished, type UseJobOptions, useJob } from './jobs/use-job';
export {
  type CreateMountOptions,
  createMount,
  type MountedWidget,
  type MountFunction,
  type MountHostProps,
  type MountProps,
} from './mount/create-mount';
export * from './pickers';
export { type UseTopicOptions, useTopic } from './realtime/use-topic';
