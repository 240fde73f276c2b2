/** The scripting domain module (shape: ../module.ts). */
import { scriptAttachmentsSeed, scriptsSeed } from '../../seed/scripts';
import { defineDomain } from '../module';
import { registerScriptingRoutes } from './routes';
import { malwareScanJob } from './scan-job';
import { attachmentSweepJob } from './sweep';

/** The automation library: scripts, categories, attachments and their malware scan. */
export const scriptingDomain = defineDomain({
  name: 'scripting',
  routes: (app, options) => registerScriptingRoutes(app, options.scripting),
  jobs: [malwareScanJob, attachmentSweepJob],
  seed: [scriptsSeed, scriptAttachmentsSeed],
});
