/** The inventory an agent reports (issue 13): what the device is, kept current on its node row. */
import { z } from 'zod';

const text = (max: number) => z.string().max(max);

/** One disk or mounted volume. */
export const agentDiskSchema = z.object({
  name: text(500),
  mount: text(1_000).optional(),
  fileSystem: text(100).optional(),
  totalBytes: z.number().nonnegative(),
  freeBytes: z.number().nonnegative(),
});
export type AgentDisk = z.infer<typeof agentDiskSchema>;

/** One network interface. */
export const agentNetworkInterfaceSchema = z.object({
  name: text(200),
  mac: text(32).optional(),
  addresses: z.array(text(64)).max(64),
});
export type AgentNetworkInterface = z.infer<typeof agentNetworkInterfaceSchema>;

/**
 * A device's inventory: OS and version, architecture, hostname, IP and MAC addresses, the
 * logged-in user, serial numbers where readable, disks and uptime.
 */
export const agentInventorySchema = z.object({
  hostname: text(255).min(1),
  /** `linux`, `windows`, `darwin` ... (Node's `os.platform()`). */
  platform: text(50),
  /** A readable OS name: `Debian GNU/Linux 12 (bookworm)`. */
  osName: text(255),
  osVersion: text(255),
  /** `x64`, `arm64`, `arm` ... (Node's `os.arch()`). */
  architecture: text(50),
  cpuModel: text(255).optional(),
  cpuCount: z.number().int().nonnegative().optional(),
  totalMemoryBytes: z.number().nonnegative().optional(),
  ipAddresses: z.array(text(64)).max(256),
  macAddresses: z.array(text(32)).max(256),
  interfaces: z.array(agentNetworkInterfaceSchema).max(64).default([]),
  loggedInUser: text(255).nullable(),
  serialNumber: text(255).nullable().default(null),
  biosSerialNumber: text(255).nullable().default(null),
  manufacturer: text(255).nullable().default(null),
  model: text(255).nullable().default(null),
  disks: z.array(agentDiskSchema).max(128).default([]),
  uptimeSec: z.number().nonnegative(),
  agentVersion: text(50),
});
export type AgentInventory = z.infer<typeof agentInventorySchema>;
export type AgentInventoryInput = z.input<typeof agentInventorySchema>;
