import { describe, expect, it } from 'vitest';
import { DEVICE_PAGE_SIZE, parseDeviceSearchParams, toDeviceQuery } from './device-search-params';

describe('the device search parameters', () => {
  it('keeps valid filters and drops the rest', () => {
    expect(
      parseDeviceSearchParams({ clientId: '3', nodeClass: 'MAC', status: 'DOWN', search: ' srv ', page: 2 }),
    ).toEqual({ clientId: 3, nodeClass: 'MAC', status: 'DOWN', search: ' srv ', page: 2 });
    expect(
      parseDeviceSearchParams({
        clientId: 'x',
        nodeClass: 'TOASTER',
        status: 'ASLEEP',
        search: '  ',
        page: 1,
      }),
    ).toEqual({
      clientId: undefined,
      nodeClass: undefined,
      status: undefined,
      search: undefined,
      page: undefined,
    });
    expect(parseDeviceSearchParams({ clientId: -1, page: 1.5 })).toMatchObject({
      clientId: undefined,
      page: undefined,
    });
  });

  it('asks for pages of 50 sorted by name', () => {
    expect(toDeviceQuery({ clientId: 3, nodeClass: 'MAC', page: 2 })).toEqual({
      page: 2,
      pageSize: DEVICE_PAGE_SIZE,
      clientId: 3,
      nodeClass: ['MAC'],
      status: undefined,
      search: undefined,
      sort: 'name',
    });
    expect(DEVICE_PAGE_SIZE).toBe(50);
  });
});
