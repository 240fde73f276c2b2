import type { useMessage } from '@console/core/react';

/** A number of seconds as '30 s', '5 min' or '6 h'. */
export function formatSeconds(seconds: number, t: ReturnType<typeof useMessage>): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return t('monitorWizards.hours', { count: seconds / 3600 });
  if (seconds >= 60 && seconds % 60 === 0) return t('monitorWizards.minutes', { count: seconds / 60 });
  return t('monitorWizards.seconds', { count: seconds });
}
