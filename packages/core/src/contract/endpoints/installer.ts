import { defineEndpoint } from '../define';
import { generateInstallerSchema, installerSchema } from '../entities/installer';

/**
 * Agent installers (000 §2.8, §7.3; path chosen: the spec does not show it). The file itself is
 * served at `GET <apiBase>/installer/{id}/download?expires=&signature=` through the signed link
 * (no session needed, so a device can fetch it).
 */
export const installerEndpoints = {
  /**
   * Builds an installer (DEB, RPM, MSI; Mac only where the server can build it) with a new
   * single-use enrollment token for the organization, location and role. Needs the right to create
   * devices of the chosen role (or, for Auto, of a class the installer enrolls as) in an
   * organization the user can see. A type this server cannot build answers 422
   * `INSTALLER_NOT_AVAILABLE`.
   */
  generate: defineEndpoint({
    method: 'POST',
    path: '/installer/generate',
    summary: 'Generate an agent installer',
    body: generateInstallerSchema,
    response: installerSchema,
    // Building takes a moment: no transaction is held meanwhile (the handler opens its own).
    ownTransaction: true,
    tag: 'installer',
  }),
} as const;
