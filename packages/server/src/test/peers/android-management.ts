/**
 * An Android Management API test peer (docs/mdm.md): an HTTPS server on 127.0.0.1 (a leaf of the
 * test CA, ./https.ts) with Google's token endpoint (`POST /token`: the service account's RS256 JWT
 * assertion is verified with its public key, its issuer, audience and scope checked) and the API
 * calls the server makes, with their request and response shapes: enterprises.enrollmentTokens.create,
 * enterprises.devices.list / get / delete and devices.issueCommand. `enroll()` plays a device that
 * scanned a token's QR code. Every request is recorded. Import it, never copy it.
 */
import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TestCa } from './https';

/** A device of the peer's enterprise. */
export interface PeerDevice {
  name: string;
  enrollmentTokenData?: string;
  state: string;
  hardwareInfo: { brand: string; model: string; serialNumber: string };
  softwareInfo: { androidVersion: string };
}

/** One recorded API request. */
export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string[]>;
  body: unknown;
  authorized: boolean;
}

/** A running peer. */
export interface AndroidManagementPeer {
  /** The API base (`https://127.0.0.1:<port>/v1`). */
  apiUrl: string;
  tokenUrl: string;
  /** The service account key JSON (its token_uri is this peer). */
  serviceAccount: string;
  enterpriseId: string;
  calls: RecordedCall[];
  /** Assertions the token endpoint refused (bad signature, audience, scope). */
  refusedAssertions: number;
  devices: Map<string, PeerDevice>;
  enrollmentTokens: Map<string, { value: string; additionalData?: string; allowPersonalUsage?: string }>;
  /** A device enrolls with a token's value (as scanning its QR code does). */
  enroll(tokenValue: string, hardware?: Partial<PeerDevice['hardwareInfo']>): PeerDevice;
  stop(): Promise<void>;
}

function verifyJwt(jwt: string, publicKey: string): Record<string, unknown> | undefined {
  const [header, claims, signature] = jwt.split('.');
  if (!header || !claims || !signature) return undefined;
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  if (alg !== 'RS256') return undefined;
  const ok = createVerify('RSA-SHA256')
    .update(`${header}.${claims}`)
    .verify(publicKey, Buffer.from(signature, 'base64url'));
  return ok
    ? (JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>)
    : undefined;
}

/** Starts the peer for enterprise `enterpriseId`. */
export async function startAndroidManagementPeer(
  ca: TestCa,
  enterpriseId = 'LC04test9z',
): Promise<AndroidManagementPeer> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const clientEmail = 'console-mdm@test-project.iam.gserviceaccount.com';
  const accessTokens = new Set<string>();
  const server: Server = createServer({ cert: ca.leaves.valid.cert, key: ca.leaves.valid.key });
  const peer = {
    apiUrl: '',
    tokenUrl: '',
    serviceAccount: '',
    enterpriseId,
    calls: [] as RecordedCall[],
    refusedAssertions: 0,
    devices: new Map<string, PeerDevice>(),
    enrollmentTokens: new Map<
      string,
      { value: string; additionalData?: string; allowPersonalUsage?: string }
    >(),
    enroll(tokenValue: string, hardware: Partial<PeerDevice['hardwareInfo']> = {}) {
      const token = [...peer.enrollmentTokens.values()].find((entry) => entry.value === tokenValue);
      if (!token) throw new Error('unknown enrollment token');
      const name = `enterprises/${enterpriseId}/devices/${randomBytes(6).toString('hex')}`;
      const device: PeerDevice = {
        name,
        ...(token.additionalData ? { enrollmentTokenData: token.additionalData } : {}),
        state: 'ACTIVE',
        hardwareInfo: { brand: 'Google', model: 'Pixel 8', serialNumber: 'PX8-0001', ...hardware },
        softwareInfo: { androidVersion: '15' },
      };
      peer.devices.set(name, device);
      return device;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', peer.tokenUrl);
      const text = Buffer.concat(chunks).toString('utf8');
      if (url.pathname === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(text);
        const claims = verifyJwt(form.get('assertion') ?? '', publicKey);
        const now = Math.floor(Date.now() / 1000);
        if (
          form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' ||
          !claims ||
          claims.iss !== clientEmail ||
          claims.aud !== peer.tokenUrl ||
          claims.scope !== 'https://www.googleapis.com/auth/androidmanagement' ||
          typeof claims.exp !== 'number' ||
          claims.exp < now - 86_400 * 365 * 20
        ) {
          peer.refusedAssertions += 1;
          return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
        }
        const token = `ya29.${randomBytes(16).toString('hex')}`;
        accessTokens.add(token);
        return json(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
      }
      const authorized = accessTokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const query: Record<string, string[]> = {};
      for (const [k, v] of url.searchParams) query[k] = [...(query[k] ?? []), v];
      const path = decodeURIComponent(url.pathname);
      peer.calls.push({ method: req.method ?? '', path, query, body, authorized });
      if (!authorized)
        return json(res, 401, {
          error: { code: 401, message: 'Request had invalid authentication credentials.' },
        });
      const enterprise = `/v1/enterprises/${enterpriseId}`;
      if (req.method === 'POST' && path === `${enterprise}/enrollmentTokens`) {
        const input = (body ?? {}) as {
          additionalData?: string;
          allowPersonalUsage?: string;
          duration?: string;
        };
        const id = randomBytes(8).toString('hex');
        const value = randomBytes(10).toString('hex').toUpperCase();
        peer.enrollmentTokens.set(id, {
          value,
          ...(input.additionalData ? { additionalData: input.additionalData } : {}),
          ...(input.allowPersonalUsage ? { allowPersonalUsage: input.allowPersonalUsage } : {}),
        });
        const seconds = Number.parseInt(input.duration ?? '3600', 10);
        return json(res, 200, {
          name: `enterprises/${enterpriseId}/enrollmentTokens/${id}`,
          value,
          duration: input.duration,
          expirationTimestamp: new Date(Date.now() + seconds * 1000).toISOString(),
          additionalData: input.additionalData,
          allowPersonalUsage: input.allowPersonalUsage,
          oneTimeOnly: true,
          qrCode: JSON.stringify({
            'android.app.extra.PROVISIONING_DEVICE_ADMIN_COMPONENT_NAME':
              'com.google.android.apps.work.clouddpc/.receivers.CloudDeviceAdminReceiver',
            'android.app.extra.PROVISIONING_ADMIN_EXTRAS_BUNDLE': {
              'com.google.android.apps.work.clouddpc.EXTRA_ENROLLMENT_TOKEN': value,
            },
          }),
        });
      }
      if (req.method === 'GET' && path === `${enterprise}/devices`) {
        return json(res, 200, { devices: [...peer.devices.values()] });
      }
      const device = peer.devices.get(path.replace(/^\/v1\//, '').replace(/:issueCommand$/, ''));
      if (!device)
        return json(res, 404, { error: { code: 404, message: 'Device not found.', status: 'NOT_FOUND' } });
      if (req.method === 'POST' && path.endsWith(':issueCommand')) {
        return json(res, 200, {
          name: `${device.name}/operations/${randomBytes(6).toString('hex')}`,
          metadata: {
            '@type': 'type.googleapis.com/google.android.devicemanagement.v1.Command',
            ...(body as object),
          },
          done: false,
        });
      }
      if (req.method === 'GET') return json(res, 200, device);
      if (req.method === 'DELETE') {
        peer.devices.delete(device.name);
        return json(res, 200, {});
      }
      return json(res, 404, { error: { code: 404, message: 'Not found.' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  peer.apiUrl = `${origin}/v1`;
  peer.tokenUrl = `${origin}/token`;
  peer.serviceAccount = JSON.stringify({
    type: 'service_account',
    project_id: 'test-project',
    private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKey,
    client_email: clientEmail,
    client_id: '100000000000000000001',
    token_uri: peer.tokenUrl,
  });
  return peer;
}
