/** Wake-on-LAN: the magic packet (six 0xFF bytes, then the MAC sixteen times) over UDP. */
import type { WakeOnLanJob } from '@console/core';
import type { JobContext, JobOutcome } from './context';

/**
 * The magic packet of a MAC address (`aa:bb:cc:dd:ee:ff` or with dashes): 102 bytes.
 * @example magicPacket('00:11:22:33:44:55').length // 102
 */
export function magicPacket(mac: string): Uint8Array {
  const hex = mac.replace(/[:-]/g, '');
  if (!/^[0-9a-f]{12}$/i.test(hex)) throw new Error(`Not a MAC address: ${mac}`);
  const address = Uint8Array.from({ length: 6 }, (_, i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16));
  const packet = new Uint8Array(6 + 16 * 6);
  packet.fill(0xff, 0, 6);
  for (let i = 0; i < 16; i += 1) packet.set(address, 6 + i * 6);
  return packet;
}

/** Sends a magic packet for every MAC; a send that fails is reported and the others still go. */
export async function wakeOnLan(job: WakeOnLanJob, context: JobContext): Promise<JobOutcome> {
  let failures = 0;
  for (const mac of job.macs) {
    try {
      await context.executor.sendUdp(magicPacket(mac), job.broadcast, job.port);
      context.emit('stdout', `Magic packet sent to ${mac} via ${job.broadcast}:${job.port}\n`);
    } catch (error) {
      failures += 1;
      context.emit(
        'stderr',
        `Could not send to ${mac}: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    }
  }
  return { exitCode: failures === 0 ? 0 : 1, failed: failures > 0 };
}
