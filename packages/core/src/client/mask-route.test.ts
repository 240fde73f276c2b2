import { describe, expect, it } from 'vitest';
import { maskRouteName } from './mask-route';

describe('maskRouteName', () => {
  it.each([
    ['#/activate/3f9a-77c1', '#/activate/:id'],
    ['/accountActivation/abc/def', '/accountActivation/:id/:id'],
    ['#/resetPassword/8f2c9a', '#/resetPassword/:id'],
    ['#/reset-password/8f2c9a?email=a@b.c', '#/reset-password/:id?email=:id'],
    ['/ticketing/ticket/new/12?formId=4', '/ticketing/ticket/new/:id?formId=:id'],
    ['#/ticketing/newTicket?formId=4&clientId=9', '#/ticketing/newTicket?formId=:id&clientId=:id'],
    ['#/editor/clientApp/5f1e', '#/editor/clientApp/:id'],
    ['#/editor/CLIENTAPP/5f1e', '#/editor/CLIENTAPP/:id'],
    ['#/administration/apps/api/client/77', '#/administration/apps/api/client/:id'],
  ])('masks %s', (route, masked) => {
    expect(maskRouteName(route)).toBe(masked);
  });

  it.each([
    '#/deviceDashboard/12/overview',
    '/editor/user/4',
    '#/ticketing/ticket/55',
    '#/administration/apps/api',
    '#/activated',
    '',
  ])('leaves %s alone', (route) => {
    expect(maskRouteName(route)).toBe(route);
  });

  it('keeps the bare route of a masked prefix', () => {
    expect(maskRouteName('#/ticketing/newTicket')).toBe('#/ticketing/newTicket');
    expect(maskRouteName('#/activate/')).toBe('#/activate/');
  });
});
