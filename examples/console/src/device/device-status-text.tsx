import { formatRelativeTime } from '@console/core';
import { useLocale, useMessage } from '@console/core/react';
import * as page from '../pages/page.css';
import { type DeviceStatusFacts, deviceStatus } from './device-status';

/** The device status line with its dot (000 §4.6). */
export function DeviceStatusText({ device }: { device: DeviceStatusFacts }) {
  const t = useMessage();
  const locale = useLocale();
  const status = deviceStatus(device);
  if (status.kind === 'none') return null;
  if (status.kind === 'online') {
    return (
      <span className={page.status} data-state="online">
        {t('shell.status.online')}
      </span>
    );
  }
  const label = t(status.kind === 'erased' ? 'shell.status.erased' : 'shell.status.offline');
  const time = status.since === null ? '' : formatRelativeTime(status.since * 1000, { locale });
  return (
    <span className={page.status} data-state={status.kind}>
      {time ? t('shell.status.withTime', { status: label, time }) : label}
    </span>
  );
}
