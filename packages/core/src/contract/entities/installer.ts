import { z } from 'zod';
import { idSchema } from './common';
import { INSTALLER_TYPES } from './installer-constants';

export {
  INSTALLER_TYPES,
  type InstallerOs,
  type InstallerType,
  installerNodeClasses,
  installerOs,
  LINUX_ARCHITECTURES,
  type LinuxArchitecture,
  linuxInstallerType,
} from './installer-constants';

/** An installer type (zod). */
export const installerTypeSchema = z.enum(INSTALLER_TYPES);

/**
 * Body of "Generate installer" (000 §7.3): organization, location, installer type and node role
 * (absent or null: Auto, 000 §5.1).
 */
export const generateInstallerSchema = z.object({
  organizationId: idSchema,
  locationId: idSchema,
  installerType: installerTypeSchema,
  nodeRoleId: idSchema.nullish().transform((value) => value ?? null),
});
export type GenerateInstaller = z.input<typeof generateInstallerSchema>;

/**
 * The generated installer (000 §3.4a): a signed, expiring download link and the file's size in
 * bytes; also the file name and when the link (and the enrollment token inside) expires.
 */
export const installerSchema = z.object({
  url: z.string(),
  installerSize: z.number().int().nonnegative(),
  fileName: z.string(),
  /** Epoch milliseconds. */
  expiresAt: z.number().int(),
  /**
   * With the `agent_tokenization` feature (000 §2.7): the single-use enrollment token inside the
   * installer, shown once in the token modal, and when it expires (epoch milliseconds). Never
   * answered again: only its hash is stored.
   */
  enrollmentToken: z.string().optional(),
  tokenExpiresAt: z.number().int().optional(),
});
export type Installer = z.infer<typeof installerSchema>;
