import { describe, expect, it } from 'vitest';
import { deviceStatus } from './device-status';

describe('the device status line', () => {
  it('shows Online for a device that is up', () => {
    expect(deviceStatus({ nodeClass: 'WINDOWS_SERVER', isUp: true })).toEqual({ kind: 'online' });
  });

  it('shows Offline since the last submit, else the last contact', () => {
    expect(
      deviceStatus({ nodeClass: 'MAC', isUp: false, lastContact: 5, details: { submitTime: 10 } }),
    ).toEqual({ kind: 'offline', since: 10 });
    expect(deviceStatus({ nodeClass: 'MAC', isUp: false, lastContact: 5, details: {} })).toEqual({
      kind: 'offline',
      since: 5,
    });
    expect(deviceStatus({ nodeClass: 'MAC', isUp: false })).toEqual({ kind: 'offline', since: null });
  });

  it('shows Erased for an MDM device whose status is erased, even when up', () => {
    expect(
      deviceStatus({
        nodeClass: 'APPLE_IOS',
        isUp: true,
        details: { mdmStatus: 'ERASED', mdmStatusUpdatedTime: 42 },
      }),
    ).toEqual({ kind: 'erased', since: 42 });
  });

  it('shows nothing for cloud monitors', () => {
    expect(deviceStatus({ nodeClass: 'CLOUD_MONITOR_TARGET', isUp: false })).toEqual({ kind: 'none' });
    expect(
      deviceStatus({ nodeClass: 'NMS_OTHER', nodeType: 'CLOUD_MONITOR_TARGET_EMAIL_SERVER', isUp: true }),
    ).toEqual({ kind: 'none' });
  });
});
