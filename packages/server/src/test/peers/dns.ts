/**
 * A DNS peer on 127.0.0.1 (UDP, a free port) from the `dns2` server: answers the records the test
 * puts in `zone` (A, AAAA, MX, TXT, CNAME), NXDOMAIN for unknown names, and nothing at all for
 * names in `silent` (a resolver then times out). Import it, never copy it.
 */
import dns2 from 'dns2';

const { Packet } = dns2;

/** The records of one name. */
export interface ZoneEntry {
  A?: string[];
  AAAA?: string[];
  MX?: { exchange: string; priority: number }[];
  TXT?: string[];
  CNAME?: string;
}

/** A running DNS peer. */
export interface DnsPeer {
  /** `127.0.0.1:port`, for a resolver's server list. */
  server: string;
  port: number;
  zone: Map<string, ZoneEntry>;
  silent: Set<string>;
  queries: { name: string; type: number }[];
  stop(): Promise<void>;
}

/** Starts the peer. */
export async function startDnsPeer(): Promise<DnsPeer> {
  const zone = new Map<string, ZoneEntry>();
  const silent = new Set<string>();
  const queries: DnsPeer['queries'] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const [question] = request.questions;
      if (!question) return;
      const name = question.name.toLowerCase();
      queries.push({ name, type: question.type });
      if (silent.has(name)) return;
      const response = Packet.createResponseFromRequest(request);
      const entry = zone.get(name);
      const base = { name: question.name, class: Packet.CLASS.IN, ttl: 60 };
      // dns2's Resource type lists no per-type fields (address, exchange, data, domain).
      const answer = (record: object) => response.answers.push(record as (typeof response.answers)[number]);
      if (!entry) {
        response.header.rcode = 3; // NXDOMAIN
      } else if (question.type === Packet.TYPE.A) {
        for (const address of entry.A ?? []) answer({ ...base, type: Packet.TYPE.A, address });
      } else if (question.type === Packet.TYPE.AAAA) {
        for (const address of entry.AAAA ?? []) answer({ ...base, type: Packet.TYPE.AAAA, address });
      } else if (question.type === Packet.TYPE.MX) {
        for (const mx of entry.MX ?? []) answer({ ...base, type: Packet.TYPE.MX, ...mx });
      } else if (question.type === Packet.TYPE.TXT) {
        for (const data of entry.TXT ?? []) answer({ ...base, type: Packet.TYPE.TXT, data });
      } else if (question.type === Packet.TYPE.CNAME && entry.CNAME) {
        answer({ ...base, type: Packet.TYPE.CNAME, domain: entry.CNAME });
      }
      void send(response);
    },
  });
  server.on('requestError', () => {});
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = addresses.udp?.port ?? 0;
  return { server: `127.0.0.1:${port}`, port, zone, silent, queries, stop: () => server.close() };
}
