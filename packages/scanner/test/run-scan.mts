// Runs one scan inside the lab's namespace and prints JSON lines: {send}, {result, ms}, {done, ms}.
// node --conditions=@console/source --import tsx run-scan.mts '<options json>'
import { scanNetwork } from '../src/index';

const options = JSON.parse(process.argv[2] ?? '{}');
const controller = new AbortController();
const started = performance.now();
const ms = () => Math.round((performance.now() - started) * 10) / 10;
const out = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
if (options.abortAfterMs) setTimeout(() => controller.abort(), options.abortAfterMs);
let abortedAt: number | null = null;
let received = 0;
controller.signal.addEventListener('abort', () => {
  abortedAt = ms();
});
for await (const result of scanNetwork({
  ...options,
  signal: controller.signal,
  onSend: options.logSends ? (packet) => out({ send: packet, ms: ms() }) : undefined,
})) {
  out({ result, ms: ms() });
  if (options.abortAfterResults && ++received >= options.abortAfterResults) controller.abort();
}
out({ done: true, ms: ms(), abortedAt });
