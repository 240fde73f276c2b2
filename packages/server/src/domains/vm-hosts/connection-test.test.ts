import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ESXI_USER,
  type LoopbackPeer,
  makeTestCertificates,
  startEsxiPeer,
  type TestCertificates,
} from '../../test/peers/esxi-sdk';
import { judge, loginEnvelope, parseAnswer, testEsxiConnection } from './connection-test';

let certs: TestCertificates;
let esxi: LoopbackPeer;
beforeAll(async () => {
  certs = await makeTestCertificates();
  esxi = await startEsxiPeer(certs);
});
afterAll(async () => {
  await esxi?.stop();
});

describe('the ESXi connection test against the HTTPS stand-in', () => {
  it('logs in with the right user over TLS checked against the test CA', async () => {
    const result = await testEsxiConnection({
      host: '127.0.0.1',
      port: esxi.port,
      ...ESXI_USER,
      timeoutMs: 2000,
      ca: certs.ca,
    });
    expect(result).toEqual({ resultCode: 'OK', stage: null, message: null });
  });

  it('refuses the certificate without the test CA, unless untrusted certificates are allowed', async () => {
    const target = { host: '127.0.0.1', port: esxi.port, ...ESXI_USER, timeoutMs: 2000 };
    const refused = await testEsxiConnection(target);
    expect(refused).toMatchObject({ resultCode: 'esxi_unknown', stage: 'tls' });
    expect(await testEsxiConnection({ ...target, allowUntrusted: true })).toMatchObject({ resultCode: 'OK' });
  });
});

describe('reading the login answer', () => {
  it('escapes the user and password in the envelope', () => {
    expect(loginEnvelope('a<b', 'p&"')).toContain(
      '<vim25:userName>a&lt;b</vim25:userName><vim25:password>p&amp;&quot;</vim25:password>',
    );
  });
  it('maps answers to result codes', () => {
    expect(judge(200, '<soapenv:Envelope><LoginResponse/></soapenv:Envelope>').resultCode).toBe('OK');
    expect(
      judge(500, '<soapenv:Envelope><detail><InvalidLoginFault/></detail></soapenv:Envelope>').resultCode,
    ).toBe('invalid_credentials');
    expect(judge(401, '').resultCode).toBe('invalid_credentials');
    expect(judge(404, '<html>').resultCode).toBe('unsupported_target');
    expect(judge(500, '<soapenv:Envelope><faultstring>busy</faultstring></soapenv:Envelope>')).toMatchObject({
      resultCode: 'esxi_unknown',
      message: 'busy',
    });
  });
  it('reads chunked answers', () => {
    const raw =
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n<Logi\r\n9\r\nnResponse\r\n0\r\n\r\n';
    expect(parseAnswer(raw)).toEqual({ status: 200, body: '<LoginResponse' });
  });
});
