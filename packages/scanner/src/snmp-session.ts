/// <reference path="./des-js.d.ts" />
/**
 * The console's one SNMP session factory over `net-snmp`, used by the scanner and by the server's
 * SNMP client (Add NMS device, NMS polling, cloud monitors): v1, v2c and v3 USM with every
 * authentication protocol of the credential form (MD5, SHA, SHA-224/256/384/512) and every
 * privacy protocol (DES, AES, AES-192, AES-256). net-snmp speaks AES and AES-256 itself; this
 * module adds AES-192 (Blumenthal key extension, as Net-SNMP agents use for AES-192 and AES-256)
 * and runs DES through `des.js`, because Node 20's OpenSSL 3 has no des-cbc without its legacy
 * provider.
 */
import { randomBytes } from 'node:crypto';
import des from 'des.js';
import * as snmp from 'net-snmp';

/** SNMPv3 authentication protocols a credential can name (the credential form's list). */
export type SnmpAuthName = 'MD5' | 'SHA' | 'SHA224' | 'SHA256' | 'SHA384' | 'SHA512';
/** SNMPv3 privacy protocols a credential can name (the credential form's list). */
export type SnmpPrivName = 'DES' | 'AES' | 'AES192' | 'AES256';

/**
 * How to talk to an agent: a community (v1, v2c) or a USM user (v3). A v3 user without an
 * authentication protocol and password is noAuthNoPriv; with them but without a privacy protocol
 * and password, authNoPriv; with both, authPriv.
 */
export type SnmpSecurity =
  | { version: 1 | 2; community: string }
  | {
      version: 3;
      username: string;
      authProtocol?: SnmpAuthName | null;
      authPassword?: string | null;
      privProtocol?: SnmpPrivName | null;
      privPassword?: string | null;
    };

/** Where and how patiently a session asks. */
export interface SnmpSessionOptions {
  /** The agent's UDP port. */
  port: number;
  /** Per attempt, in ms. */
  timeoutMs: number;
  /** Attempts after the first. @default 0 */
  retries?: number;
  /** `udp6` for an IPv6 address. @default from the address */
  transport?: 'udp4' | 'udp6';
}

/** What net-snmp's USM needs of the remote engine. */
interface Engine {
  engineID: Buffer;
  engineBoots: number;
  engineTime: number;
}

type EncryptPdu = (
  scopedPdu: Buffer,
  privProtocol: number,
  privPassword: string,
  authProtocol: snmp.AuthProtocols,
  engine: Engine,
) => { encryptedPdu: Buffer; msgPrivacyParameters: Buffer };
type DecryptPdu = (
  encryptedPdu: Buffer,
  privProtocol: number,
  privParameters: Buffer,
  privPassword: string,
  authProtocol: snmp.AuthProtocols,
  engine: Engine,
) => Buffer;

interface PrivAlgorithm {
  CRYPTO_ALGORITHM: string;
  KEY_LENGTH: number;
  BLOCK_LENGTH: number;
  encryptPdu: EncryptPdu;
  decryptPdu: DecryptPdu;
  localizationAlgorithm: unknown;
}

/** The net-snmp internals (exported, untyped) the privacy protocols plug into. */
interface NetSnmpInternals {
  Authentication: {
    passwordToKey(authProtocol: snmp.AuthProtocols, password: string, engineID: Buffer): Buffer;
  };
  Encryption: {
    algorithms: Record<number, PrivAlgorithm>;
    encryptPduAes: EncryptPdu;
    decryptPduAes: DecryptPdu;
    generateLocalizedKeyBlumenthal: unknown;
  };
}

const internals = snmp as unknown as NetSnmpInternals;

/** net-snmp's code for AES-192 with Blumenthal key extension (net-snmp itself has no AES-192). */
const AES192 = 5 as snmp.PrivProtocols;

const AUTH: Record<SnmpAuthName, snmp.AuthProtocols> = {
  MD5: snmp.AuthProtocols.md5,
  SHA: snmp.AuthProtocols.sha,
  SHA224: snmp.AuthProtocols.sha224,
  SHA256: snmp.AuthProtocols.sha256,
  SHA384: snmp.AuthProtocols.sha384,
  SHA512: snmp.AuthProtocols.sha512,
};

// AES-256 is the Blumenthal variant Net-SNMP agents implement (net-snmp's aes256b).
const PRIV: Record<SnmpPrivName, snmp.PrivProtocols> = {
  DES: snmp.PrivProtocols.des,
  AES: snmp.PrivProtocols.aes,
  AES192,
  AES256: snmp.PrivProtocols.aes256b,
};

const DES_BLOCK = 8;

/** RFC 3414 §8.1.1.1: the localized key's first 8 bytes are the DES key, the next 8 the pre-IV. */
function desKeyAndIv(authProtocol: snmp.AuthProtocols, privPassword: string, engine: Engine, salt: Buffer) {
  const localized = internals.Authentication.passwordToKey(authProtocol, privPassword, engine.engineID);
  const key = localized.subarray(0, DES_BLOCK);
  const iv = Buffer.alloc(DES_BLOCK);
  for (let i = 0; i < DES_BLOCK; i += 1) iv[i] = (localized[DES_BLOCK + i] ?? 0) ^ (salt[i] ?? 0);
  return { key, iv };
}

function desCbc(type: 'encrypt' | 'decrypt', key: Buffer, iv: Buffer, data: Buffer): Buffer {
  const cipher = des.CBC.instantiate(des.DES).create({ type, key: [...key], iv: [...iv], padding: false });
  return Buffer.from([...cipher.update([...data]), ...cipher.final()]);
}

/** CBC-DES of the scoped PDU (RFC 3414 §8.1.1): zero-padded to whole blocks, a fresh salt. */
const encryptPduDes: EncryptPdu = (scopedPdu, _privProtocol, privPassword, authProtocol, engine) => {
  const salt = Buffer.alloc(DES_BLOCK);
  // The engine boots part of the salt is 1 (no persistent engine state), the rest random.
  salt.writeUInt32BE(1, 0);
  randomBytes(4).copy(salt, 4);
  const { key, iv } = desKeyAndIv(authProtocol, privPassword, engine, salt);
  const padded = Buffer.alloc(Math.ceil(scopedPdu.length / DES_BLOCK) * DES_BLOCK);
  scopedPdu.copy(padded);
  return { encryptedPdu: desCbc('encrypt', key, iv, padded), msgPrivacyParameters: salt };
};

const decryptPduDes: DecryptPdu = (
  encryptedPdu,
  _privProtocol,
  privParameters,
  privPassword,
  authProtocol,
  engine,
) => {
  if (encryptedPdu.length % DES_BLOCK !== 0 || privParameters.length !== DES_BLOCK)
    throw new Error('DES: the encrypted PDU is not whole blocks');
  const { key, iv } = desKeyAndIv(authProtocol, privPassword, engine, privParameters);
  return desCbc('decrypt', key, iv, encryptedPdu);
};

let registered = false;

/** Plugs AES-192 and the des.js DES into net-snmp (once per process). */
function registerPrivacyProtocols() {
  if (registered) return;
  registered = true;
  const { algorithms } = internals.Encryption;
  algorithms[AES192] = {
    CRYPTO_ALGORITHM: 'aes-192-cfb',
    KEY_LENGTH: 24,
    BLOCK_LENGTH: 16,
    encryptPdu: internals.Encryption.encryptPduAes,
    decryptPdu: internals.Encryption.decryptPduAes,
    localizationAlgorithm: internals.Encryption.generateLocalizedKeyBlumenthal,
  };
  const current = algorithms[snmp.PrivProtocols.des];
  if (current)
    algorithms[snmp.PrivProtocols.des] = { ...current, encryptPdu: encryptPduDes, decryptPdu: decryptPduDes };
}

/** The net-snmp v3 user of a security (its level from what is given, see {@link SnmpSecurity}). */
function snmpUser(security: Extract<SnmpSecurity, { version: 3 }>): snmp.User {
  registerPrivacyProtocols();
  const auth = security.authProtocol && security.authPassword ? AUTH[security.authProtocol] : undefined;
  const priv =
    auth !== undefined && security.privProtocol && security.privPassword
      ? PRIV[security.privProtocol]
      : undefined;
  return {
    name: security.username,
    level:
      priv !== undefined
        ? snmp.SecurityLevel.authPriv
        : auth !== undefined
          ? snmp.SecurityLevel.authNoPriv
          : snmp.SecurityLevel.noAuthNoPriv,
    ...(auth !== undefined ? { authProtocol: auth, authKey: security.authPassword ?? '' } : {}),
    ...(priv !== undefined ? { privProtocol: priv, privKey: security.privPassword ?? '' } : {}),
  };
}

/**
 * Opens a net-snmp session to `address` (an IP) for one security: the caller sends its requests
 * and closes it.
 * @example const session = createSnmpSession('127.0.0.1', { version: 2, community: 'public' }, { port: 161, timeoutMs: 1000 });
 */
export function createSnmpSession(
  address: string,
  security: SnmpSecurity,
  options: SnmpSessionOptions,
): snmp.Session {
  const common = {
    port: options.port,
    timeout: options.timeoutMs,
    retries: options.retries ?? 0,
    transport: options.transport ?? (address.includes(':') ? 'udp6' : 'udp4'),
  } as const;
  if (security.version !== 3) {
    const version = security.version === 1 ? snmp.Version1 : snmp.Version2c;
    return snmp.createSession(address, security.community, { ...common, version });
  }
  return snmp.createV3Session(address, snmpUser(security), { ...common, version: snmp.Version3 });
}
