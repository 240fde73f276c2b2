// The lab's NetBIOS (UDP 137 node status), DNS (PTR) and TCP responders, run inside the lab's
// namespace: node responders.mjs <config.json> <ready-file>.
import { createSocket } from 'node:dgram';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';

const [config, ready] = process.argv.slice(2);
const { netbios, dns, tcp } = JSON.parse(readFileSync(config, 'utf8'));
const pending = [];

for (const [address, name] of Object.entries(netbios)) {
  const socket = createSocket('udp4');
  socket.on('message', (request, remote) => {
    if (request.length < 50 || request.readUInt16BE(46) !== 0x0021) return;
    const answer = Buffer.alloc(12 + 34 + 10 + 1 + 18 * 2 + 46);
    request.copy(answer, 0, 0, 2);
    answer.writeUInt16BE(0x8400, 2);
    answer.writeUInt16BE(1, 6);
    request.copy(answer, 12, 12, 46);
    answer.writeUInt16BE(0x0021, 46);
    answer.writeUInt16BE(0x0001, 48);
    answer.writeUInt16BE(18 * 2 + 1 + 46, 54);
    answer[56] = 2;
    const entry = (offset, text, suffix, flags) => {
      answer.write(text.padEnd(15, ' ').slice(0, 15), offset, 'latin1');
      answer[offset + 15] = suffix;
      answer.writeUInt16BE(flags, offset + 16);
    };
    entry(57, 'WORKGROUP', 0x00, 0x8400);
    entry(75, name, 0x00, 0x0400);
    socket.send(answer, remote.port, remote.address);
  });
  pending.push(new Promise((resolve) => socket.bind(137, address, resolve)));
}

if (dns) {
  const socket = createSocket('udp4');
  socket.on('message', (query, remote) => {
    // One question: read its name, answer PTR when known, NXDOMAIN otherwise.
    let offset = 12;
    const labels = [];
    while (query[offset]) {
      labels.push(query.toString('latin1', offset + 1, offset + 1 + query[offset]));
      offset += query[offset] + 1;
    }
    const questionEnd = offset + 5;
    const address = labels.slice(0, 4).reverse().join('.');
    const name = labels.slice(4).join('.') === 'in-addr.arpa' ? dns.names[address] : undefined;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(name ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(name ? 1 : 0, 6);
    const question = query.subarray(12, questionEnd);
    if (!name) return socket.send(Buffer.concat([header, question]), remote.port, remote.address);
    const rdata = Buffer.concat([
      ...name
        .split('.')
        .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'latin1')])),
      Buffer.from([0]),
    ]);
    const answer = Buffer.alloc(12);
    answer.writeUInt16BE(0xc00c, 0);
    answer.writeUInt16BE(12, 2); // PTR
    answer.writeUInt16BE(1, 4);
    answer.writeUInt32BE(60, 6);
    answer.writeUInt16BE(rdata.length, 10);
    socket.send(Buffer.concat([header, question, answer, rdata]), remote.port, remote.address);
  });
  pending.push(new Promise((resolve) => socket.bind(53, dns.server, resolve)));
}

for (const { address, port } of tcp) {
  const server = createServer((connection) => connection.end());
  pending.push(new Promise((resolve) => server.listen(port, address, resolve)));
}

await Promise.all(pending);
writeFileSync(ready, 'ok');
