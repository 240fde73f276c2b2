/**
 * The MDM connections' runtime (docs/mdm.md): where APNs pushes go and which CA they trust, where
 * the Android Management API and Google's token endpoint are, kept per server state so the device
 * actions (another domain) send through the same configuration.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerState } from '../../http/state';

/** Options of the MDM connections (`CreateServerOptions.mdmEnrollment.mdm`). */
export interface MdmOptions {
  /**
   * The APNs origin the MDM pushes go to.
   * @default MDM_APNS_URL, else 'https://api.push.apple.com'
   */
  apnsUrl?: string;
  /** Extra CA certificates (PEM) trusted for APNs (tests: the test CA). Default: the system's. */
  apnsCa?: string | string[];
  /**
   * The Android Management API base.
   * @default MDM_ANDROID_API_URL, else 'https://androidmanagement.googleapis.com/v1'
   */
  androidApiUrl?: string;
  /**
   * The OAuth2 token endpoint the service account's assertion goes to. Default: the service
   * account's `token_uri` (`https://oauth2.googleapis.com/token`), or MDM_ANDROID_TOKEN_URL.
   */
  androidTokenUrl?: string;
  /** Extra CA certificates (PEM) trusted for the Android Management API and its token endpoint. */
  androidCa?: string | string[];
  /** Time-out of one outgoing call (APNs or Google). @default 15 s */
  timeoutMs?: number;
}

/** The resolved options. */
export interface MdmRuntime {
  apnsUrl: string;
  apnsCa: string[] | undefined;
  androidApiUrl: string;
  androidTokenUrl: string | undefined;
  androidCa: string[] | undefined;
  timeoutMs: number;
  /** The origin enrollment profiles name (`mdmEnrollment.publicUrl`), when configured. */
  publicUrl: string | undefined;
}

const runtimes = new WeakMap<ServerState, MdmRuntime>();

const list = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

/**
 * Resolves the options (environment, then defaults) and keeps them for the server state.
 * `publicUrl` is mobile enrollment's public origin (the origin the profiles' URLs name).
 */
export function setupMdmRuntime(
  state: ServerState,
  options: MdmOptions = {},
  publicUrl?: string,
): MdmRuntime {
  const runtime: MdmRuntime = {
    apnsUrl: (options.apnsUrl ?? process.env.MDM_APNS_URL ?? 'https://api.push.apple.com').replace(/\/$/, ''),
    apnsCa: list(options.apnsCa),
    androidApiUrl: (
      options.androidApiUrl ??
      process.env.MDM_ANDROID_API_URL ??
      'https://androidmanagement.googleapis.com/v1'
    ).replace(/\/$/, ''),
    androidTokenUrl: options.androidTokenUrl ?? process.env.MDM_ANDROID_TOKEN_URL,
    androidCa: list(options.androidCa),
    timeoutMs: options.timeoutMs ?? 15_000,
    publicUrl,
  };
  runtimes.set(state, runtime);
  return runtime;
}

/** The runtime of a server state (the defaults when the MDM domain did not set it up). */
export function mdmRuntimeOf(state: ServerState): MdmRuntime {
  return runtimes.get(state) ?? setupMdmRuntime(state);
}

/**
 * The origin an enrollment profile names for a device reaching the server with this request: the
 * same rule as the profile route (the configured public URL, else the server's first public
 * origin, else the request's own origin).
 */
export function mdmPublicOrigin(state: ServerState, request: FastifyRequest): string {
  return mdmRuntimeOf(state).publicUrl ?? state.publicOrigins[0] ?? `${request.protocol}://${request.host}`;
}
