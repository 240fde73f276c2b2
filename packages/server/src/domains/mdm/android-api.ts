/**
 * The Android Management API client (docs/mdm.md): a service account's OAuth2 JWT assertion
 * (RS256, scope androidmanagement) traded at the token endpoint for an access token (cached until
 * a minute before it expires), then JSON calls over HTTPS to the API base. Both URLs come from the
 * runtime (tests: a loopback peer with the test CA).
 */
import { createHash, createPrivateKey, createSign } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { fieldError, message } from '../../http/errors';
import type { MdmRuntime } from './runtime';

/** The scope of the Android Management API. */
export const ANDROID_MANAGEMENT_SCOPE = 'https://www.googleapis.com/auth/androidmanagement';

/** The fields of a service account key the server uses. */
export interface ServiceAccount {
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri: string;
}

/**
 * Reads a service account key (the JSON file Google Cloud gives): type service_account, a client
 * e-mail, an RSA private key (PEM) and a token URI. Throws a 400 on the `serviceAccount` field.
 */
export function readServiceAccount(json: string): ServiceAccount {
  const invalid = () => fieldError('serviceAccount', message('mdm.serviceAccount.invalid'));
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(json) as Record<string, unknown>;
  } catch {
    throw invalid();
  }
  const { type, client_email, private_key, private_key_id, token_uri } = value;
  if (type !== 'service_account' || typeof client_email !== 'string' || typeof private_key !== 'string')
    throw invalid();
  const tokenUri = typeof token_uri === 'string' ? token_uri : 'https://oauth2.googleapis.com/token';
  try {
    createPrivateKey(private_key);
    new URL(tokenUri);
  } catch {
    throw invalid();
  }
  return {
    client_email,
    private_key,
    token_uri: tokenUri,
    ...(typeof private_key_id === 'string' ? { private_key_id } : {}),
  };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The signed JWT assertion of a service account (RS256), valid one hour from `now`. */
export function serviceAccountAssertion(account: ServiceAccount, audience: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = {
    alg: 'RS256',
    typ: 'JWT',
    ...(account.private_key_id ? { kid: account.private_key_id } : {}),
  };
  const claims = {
    iss: account.client_email,
    scope: ANDROID_MANAGEMENT_SCOPE,
    aud: audience,
    iat,
    exp: iat + 3600,
  };
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(input).sign(account.private_key);
  return `${input}.${base64url(signature)}`;
}

/** An API error: the HTTP status and Google's message. */
export class AndroidApiError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail);
  }
}

interface HttpAnswer {
  status: number;
  body: string;
}

function send(
  runtime: MdmRuntime,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const make = target.protocol === 'http:' ? httpRequest : httpsRequest;
    const req = make(
      target,
      {
        method: init.method,
        headers: {
          ...init.headers,
          ...(init.body ? { 'content-length': Buffer.byteLength(init.body) } : {}),
        },
        timeout: runtime.timeoutMs,
        ...(runtime.androidCa ? { ca: runtime.androidCa } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('Timeout')));
    req.on('error', reject);
    req.end(init.body);
  });
}

function errorText(answer: HttpAnswer): string {
  try {
    const parsed = JSON.parse(answer.body) as {
      error?: { message?: string } | string;
      error_description?: string;
    };
    if (typeof parsed.error === 'object' && parsed.error?.message) return parsed.error.message;
    if (parsed.error_description) return parsed.error_description;
    if (typeof parsed.error === 'string') return parsed.error;
  } catch {
    // not JSON
  }
  return `HTTP ${answer.status}`;
}

const tokens = new Map<string, { token: string; expiresAt: number }>();

/** A client of one connection's service account. */
export interface AndroidApi {
  call<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

/** The API client of a service account (its access token cached per account and token URL). */
export function androidApi(runtime: MdmRuntime, account: ServiceAccount, now: () => Date): AndroidApi {
  const tokenUrl = runtime.androidTokenUrl ?? account.token_uri;
  const cacheKey = `${account.client_email}\n${tokenUrl}\n${createHash('sha256').update(account.private_key).digest('hex')}`;
  const accessToken = async () => {
    const cached = tokens.get(cacheKey);
    if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
    const answer = await send(runtime, tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: serviceAccountAssertion(account, tokenUrl, now()),
      }).toString(),
    });
    if (answer.status !== 200) throw new AndroidApiError(answer.status, errorText(answer));
    const parsed = JSON.parse(answer.body) as { access_token?: string; expires_in?: number };
    if (!parsed.access_token) throw new AndroidApiError(502, 'No access token');
    tokens.set(cacheKey, {
      token: parsed.access_token,
      expiresAt: Date.now() + (parsed.expires_in ?? 3600) * 1000,
    });
    return parsed.access_token;
  };
  return {
    async call<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
      const answer = await send(runtime, `${runtime.androidApiUrl}/${path.replace(/^\//, '')}`, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (answer.status < 200 || answer.status >= 300)
        throw new AndroidApiError(answer.status, errorText(answer));
      return (answer.body.trim() === '' ? {} : JSON.parse(answer.body)) as T;
    },
  };
}
