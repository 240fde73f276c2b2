import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import * as service from './service';

/** Unmanaged devices: the CSV template, preview and import (000 §2.12, §7.5; 001 §4). */
export function registerUnmanagedDeviceRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.unmanaged.csvTemplate, service.csvTemplate);
  registerEndpoint(app, endpoints.unmanaged.preview, service.previewImport);
  registerEndpoint(app, endpoints.unmanaged.import, service.importDevices);
}
