/**
 * A real Dovecot (Debian `dovecot-imapd dovecot-pop3d`) on 127.0.0.1 at free ports: IMAP (plain
 * and STARTTLS), IMAPS, POP3 (plain and STLS) and POP3S, one user `probe` / `probe-pass` with a
 * Maildir under a temp folder, TLS with the leaf the test gives (e.g. the test CA's, see
 * ./https.ts). `deliver()` drops a message into the Maildir (what an SMTP server's local delivery
 * does). Dovecot delays the next login after a failed one by seconds: run failed-auth tests last.
 * Import it, never copy it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The dovecot binary (tests skip with a reason when it is missing). */
export const DOVECOT_BIN = '/usr/sbin/dovecot';
/** Whether Dovecot is installed. */
export const dovecotInstalled = existsSync(DOVECOT_BIN);
/** The mailbox's account. */
export const DOVECOT_USER = { user: 'probe', password: 'probe-pass', address: 'probe@example.test' } as const;

/** A running Dovecot. */
export interface DovecotPeer {
  host: '127.0.0.1';
  ports: { imap: number; imaps: number; pop3: number; pop3s: number };
  /** Writes an RFC 5322 message into the user's Maildir/new. */
  deliver(message: string): Promise<void>;
  stop(): Promise<void>;
}

/** A TCP port free on 127.0.0.1 right now. */
export function freeTcpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const NOBODY = 65534;

async function waitForPort(port: number, deadline: number): Promise<void> {
  const { connect } = await import('node:net');
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Dovecot did not listen on ${port}`);
}

/** Starts Dovecot with the given certificate and key (PEM). */
export async function startDovecot(tls: { cert: string; key: string }): Promise<DovecotPeer> {
  const dir = await mkdtemp(join(tmpdir(), 'console-dovecot-'));
  // Dovecot's auth and mail processes run as other users: they must reach the folder.
  await chmod(dir, 0o755);
  const ports = {
    imap: await freeTcpPort(),
    imaps: await freeTcpPort(),
    pop3: await freeTcpPort(),
    pop3s: await freeTcpPort(),
  };
  const maildir = join(dir, 'mail', DOVECOT_USER.user, 'Maildir');
  for (const sub of ['cur', 'new', 'tmp']) await mkdir(join(maildir, sub), { recursive: true });
  for (const sub of ['run', 'state']) await mkdir(join(dir, sub));
  await writeFile(join(dir, 'server.crt'), tls.cert);
  await writeFile(join(dir, 'server.key'), tls.key, { mode: 0o600 });
  await writeFile(join(dir, 'users'), `${DOVECOT_USER.user}:{PLAIN}${DOVECOT_USER.password}::::::\n`, {
    mode: 0o644,
  });
  await writeFile(
    join(dir, 'dovecot.conf'),
    `protocols = imap pop3
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = console-test-dovecot-${randomBytes(4).toString('hex')}
log_path = ${dir}/dovecot.log
ssl = yes
ssl_cert = <${dir}/server.crt
ssl_key = <${dir}/server.key
ssl_min_protocol = TLSv1.2
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = ${NOBODY}
mail_location = maildir:~/Maildir
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${NOBODY} gid=${NOBODY} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    port = ${ports.imap}
  }
  inet_listener imaps {
    port = ${ports.imaps}
    ssl = yes
  }
}
service pop3-login {
  inet_listener pop3 {
    port = ${ports.pop3}
  }
  inet_listener pop3s {
    port = ${ports.pop3s}
    ssl = yes
  }
}
`,
  );
  await promisify(chown)(join(dir, 'mail'), NOBODY, NOBODY);
  await promisify(chown)(join(dir, 'mail', DOVECOT_USER.user), NOBODY, NOBODY);
  for (const sub of ['', 'cur', 'new', 'tmp']) await promisify(chown)(join(maildir, sub), NOBODY, NOBODY);
  // Foreground (-F) so the test owns the process; stdio closed or a piped CI step hangs.
  const child: ChildProcess = spawn(DOVECOT_BIN, ['-F', '-c', join(dir, 'dovecot.conf')], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  await Promise.all(Object.values(ports).map((port) => waitForPort(port, deadline)));
  let sequence = 0;
  return {
    host: '127.0.0.1',
    ports,
    async deliver(message) {
      // Maildir delivery: written and owned in tmp/, then renamed into new/ in one step.
      sequence++;
      const name = `${Date.now()}.M${sequence}P${process.pid}.console`;
      const draft = join(maildir, 'tmp', name);
      await writeFile(draft, message.replace(/\r?\n/g, '\r\n'));
      await promisify(chown)(draft, NOBODY, NOBODY);
      await rename(draft, join(maildir, 'new', name));
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
