import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import * as service from './service';

/** Trial banner (000 §7.1), announcements (000 §7.2), division configuration and feature flags. */
export function registerDivisionRoutes(app: FastifyInstance, options: { purchaseUrl: string }): void {
  const { trial, announcements, divisionConfig } = endpoints;
  registerEndpoint(app, trial.contactUs, service.trialContactUs);
  registerEndpoint(app, trial.requestCall, service.trialRequestCall);
  registerEndpoint(app, trial.buyNow, service.trialBuyNow(options.purchaseUrl));
  registerEndpoint(app, announcements.list, service.listAnnouncements);
  registerEndpoint(app, announcements.dismiss, service.dismissAnnouncement);
  registerEndpoint(app, divisionConfig.list, service.listDivisionConfig);
  registerEndpoint(app, divisionConfig.getPsa, service.getPsaConfig);
  registerEndpoint(app, divisionConfig.updatePsa, service.updatePsaConfig);
  registerEndpoint(app, divisionConfig.update, service.updateDivisionConfig);
  registerEndpoint(app, divisionConfig.featureFlags, service.listFeatureFlags);
  registerEndpoint(app, divisionConfig.updateFeatureFlag, service.updateFeatureFlag);
}
