/** The options of `createServer`, in a file of their own so domain modules can read them. */
import type { FastifyServerOptions } from 'fastify';
import type { AgentGatewayOptions } from './agents/service';
import type { Database } from './db/client';
import type { LoginRateLimit } from './domains/auth/routes';
import type { CloudMonitorOptions } from './domains/cloud-monitors/options';
import type { InstallerOptions } from './domains/installers/routes';
import type { MdmEnrollmentOptions } from './domains/mdm-enrollment/routes';
import type { DeviceCheckOptions } from './domains/nms-devices/options';
import type { ScriptingOptions } from './domains/scripting/routes';
import type { BackPressureOptions } from './http/back-pressure';
import type { JobSystemOptions } from './jobs/system';
import type { MailOptions } from './platform/mail/mailer';
import type { SmsOptions } from './platform/sms/sms-webhook';

/** Options of `createServer`. */
export interface CreateServerOptions {
  /** An open, migrated database (see `openDatabase`). The caller closes it after `app.close()`. */
  database: Database;
  /** Folder of the built console, served at `/`. */
  staticDir?: string | undefined;
  /** Fastify logger: `false`, `true` (info) or pino options. @default false */
  logger?: FastifyServerOptions['logger'];
  /** API base. @default '/ws' */
  apiBase?: string;
  /** Key that encrypts secrets at rest (MFA secrets, credentials). Must not change between starts. */
  secretKey: string;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /**
   * Failed sign-ins per window, per account (every sign-in path) and per client address.
   * @default { max: 10, timeWindow: 300000, maxPerAddress: 50 }
   */
  loginRateLimit?: LoginRateLimit;
  /** Mark cookies Secure (serve behind TLS); an https entry of `publicOrigins` implies it. @default false */
  secureCookies?: boolean;
  /**
   * The origins the console is served at (`https://rmm.example.com`): writes and the realtime
   * WebSocket from any other `Origin` are refused with 403. @default [] (the server's own origin)
   */
  publicOrigins?: readonly string[];
  /** Serve the console's source maps (`*.map`). @default false */
  sourceMaps?: boolean;
  /** Absolute session lifetime. @default 30 days */
  sessionMaxAgeMs?: number;
  /** The trial banner's purchase page. @default 'https://buy.example.com/console' */
  purchaseUrl?: string;
  /** Trust X-Forwarded-* headers (behind a reverse proxy). @default false */
  trustProxy?: boolean;
  /**
   * The automation library: where uploaded files are kept (default: a temporary folder removed on
   * close), the malware scan, signed link lifetime, URL fetching.
   */
  scripting?: ScriptingOptions;
  /**
   * The job system: the process's role (`api` serves HTTP and enqueues, `worker` runs jobs, `all`
   * both), whether the worker starts with the server, polling, concurrency.
   * @default { role: 'all', autoStart: true }
   */
  jobs?: JobSystemOptions;
  /**
   * Back-pressure: API requests in flight at most, beyond which a request is answered 503 with
   * `Retry-After` at once. @default from BACKPRESSURE_MAX_IN_FLIGHT / BACKPRESSURE_RETRY_AFTER, else 512 and 1 s
   */
  backPressure?: BackPressureOptions;
  /**
   * The agent gateway's timing: heartbeat period, heartbeats missed before a device is down,
   * flush and poll periods. @default heartbeat from AGENT_HEARTBEAT_MS, else 30 s; 3 missed
   */
  agents?: AgentGatewayOptions;
  /**
   * Agent installers: where generated files are kept (default: a temporary folder removed on
   * close), the agent bundle they carry, link and token lifetimes, the public URL.
   */
  installers?: InstallerOptions;
  /**
   * Cloud monitors: the scheduler switch, DNS resolvers, the first WHOIS server, extra trusted CAs,
   * run concurrency and jitter (docs/cloud-monitors.md).
   */
  cloudMonitors?: CloudMonitorOptions;
  /**
   * Add NMS device and Add VM host: the SNMP poll's and the VM host test's time-outs and the CAs
   * the test trusts (docs/nms-and-vm-hosts.md).
   */
  deviceChecks?: DeviceCheckOptions;
  /**
   * Outgoing mail (SMTP through nodemailer): enrollment emails, the Mac MDM profile and monitor
   * condition notifications.
   * @default from SMTP_URL, or SMTP_HOST / SMTP_PORT / SMTP_SECURE / SMTP_USER / SMTP_PASS, and MAIL_FROM; none: not configured
   */
  mail?: MailOptions;
  /**
   * Outgoing SMS through a provider webhook (POST JSON).
   * @default from SMS_WEBHOOK_URL, SMS_WEBHOOK_AUTHORIZATION and SMS_FROM; none: not configured
   */
  sms?: SmsOptions;
  /** Mobile enrollment: the enrollment token lifetime and the public URL of enrollment links. */
  mdmEnrollment?: MdmEnrollmentOptions;
}
