/** The unmanaged-devices domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { registerUnmanagedDeviceRoutes } from './routes';

/** Unmanaged devices: the CSV template, preview and import (the single create is `POST /node`). */
export const unmanagedDevicesDomain = defineDomain({
  name: 'unmanaged-devices',
  routes: registerUnmanagedDeviceRoutes,
});
