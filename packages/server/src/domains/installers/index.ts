/** The installers domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { registerInstallerRoutes } from './routes';

/** Agent installers: enrollment tokens, generated DEB/RPM/MSI files and their signed links. */
export const installersDomain = defineDomain({
  name: 'installers',
  routes: (app, options) => registerInstallerRoutes(app, options.installers),
});
