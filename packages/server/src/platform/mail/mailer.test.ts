import { afterEach, describe, expect, it } from 'vitest';
import { type SmsWebhookPeer, startSmsWebhookPeer } from '../../test/peers/sms-webhook';
import { type SmtpPeer, startSmtpPeer } from '../../test/peers/smtp';
import { createSmsSender, smsOptionsFromEnv } from '../sms/sms-webhook';
import { createMailer, MailNotConfiguredError, mailOptionsFromEnv } from './mailer';

let smtp: SmtpPeer | undefined;
let sms: SmsWebhookPeer | undefined;
afterEach(async () => {
  await smtp?.stop();
  await sms?.stop();
  smtp = undefined;
  sms = undefined;
});

describe('given an SMTP server on loopback', () => {
  it('delivers a message with its attachment', async () => {
    smtp = await startSmtpPeer();
    const mailer = createMailer({ url: smtp.url, from: 'Console <console@test.local>' });
    const receipt = await mailer.send({
      to: ['a@test.local', 'b@test.local'],
      subject: 'Enroll your device',
      text: 'Open https://console.test/ws/mdm/apple/enroll/ABC',
      attachments: [
        {
          filename: 'enroll.mobileconfig',
          content: '<plist/>',
          contentType: 'application/x-apple-aspen-config',
        },
      ],
    });
    mailer.close();
    expect(receipt.accepted).toEqual(['a@test.local', 'b@test.local']);
    const [message] = await smtp.waitForMessages(1);
    expect(message?.from).toBe('console@test.local');
    expect(message?.to).toEqual(['a@test.local', 'b@test.local']);
    expect(message?.parsed.subject).toBe('Enroll your device');
    expect(message?.parsed.text).toContain('https://console.test/ws/mdm/apple/enroll/ABC');
    expect(message?.parsed.attachments[0]?.filename).toBe('enroll.mobileconfig');
    expect(message?.parsed.attachments[0]?.content.toString()).toBe('<plist/>');
    expect(message?.secure).toBe(false);
  });

  it('upgrades with STARTTLS and authenticates when the server asks', async () => {
    smtp = await startSmtpPeer({ starttls: true, auth: { user: 'mailer', pass: 's3cret' } });
    const mailer = createMailer({
      host: '127.0.0.1',
      port: smtp.port,
      user: 'mailer',
      pass: 's3cret',
      requireTls: true,
      rejectUnauthorized: false,
    });
    await mailer.send({ to: 'tech@test.local', subject: 'TLS', text: 'over TLS' });
    mailer.close();
    const [message] = await smtp.waitForMessages(1);
    expect(message).toMatchObject({ secure: true, user: 'mailer' });
  });

  it('fails on a wrong password and a refused recipient', async () => {
    smtp = await startSmtpPeer({ auth: { user: 'mailer', pass: 's3cret' }, refuse: ['gone@test.local'] });
    const wrong = createMailer({ host: '127.0.0.1', port: smtp.port, user: 'mailer', pass: 'nope' });
    await expect(wrong.send({ to: 'a@test.local', subject: 's', text: 't' })).rejects.toThrow();
    wrong.close();
    const mailer = createMailer({ url: smtp.url.replace('smtp://', 'smtp://') });
    await expect(mailer.send({ to: 'gone@test.local', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
    expect(smtp.messages).toHaveLength(0);
  });

  it('fails when nothing listens', async () => {
    smtp = await startSmtpPeer();
    const port = smtp.port;
    await smtp.stop();
    smtp = undefined;
    const mailer = createMailer({ host: '127.0.0.1', port, timeoutMs: 2000 });
    await expect(mailer.send({ to: 'a@test.local', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});

describe('mail and SMS configuration', () => {
  it('reads the environment', () => {
    expect(mailOptionsFromEnv({})).toBeUndefined();
    expect(
      mailOptionsFromEnv({ SMTP_HOST: 'mail.test', SMTP_PORT: '2525', SMTP_USER: 'u', MAIL_FROM: 'x@test' }),
    ).toMatchObject({
      host: 'mail.test',
      port: 2525,
      user: 'u',
      from: 'x@test',
      secure: false,
    });
    expect(() => mailOptionsFromEnv({ SMTP_HOST: 'mail.test', SMTP_PORT: 'many' })).toThrow(/SMTP_PORT/);
    expect(smsOptionsFromEnv({})).toBeUndefined();
    expect(
      smsOptionsFromEnv({ SMS_WEBHOOK_URL: 'https://sms.test/send', SMS_WEBHOOK_AUTHORIZATION: 'Bearer x' }),
    ).toEqual({
      url: 'https://sms.test/send',
      authorization: 'Bearer x',
      from: undefined,
    });
    expect(() => smsOptionsFromEnv({ SMS_WEBHOOK_URL: 'ftp://sms.test' })).toThrow();
  });

  it('refuses to send when not configured', async () => {
    await expect(
      createMailer(undefined).send({ to: 'a@test.local', subject: 's', text: 't' }),
    ).rejects.toBeInstanceOf(MailNotConfiguredError);
    await expect(createSmsSender(undefined).send({ to: '+14155550132', text: 't' })).rejects.toThrow(
      /configured/,
    );
  });
});

describe('given an SMS webhook on loopback', () => {
  it('posts JSON with the authorization header, and fails on a refusal', async () => {
    sms = await startSmsWebhookPeer();
    const sender = createSmsSender({ url: sms.url, authorization: 'Bearer token-1', from: 'Console' });
    await sender.send({ to: '+14155550132', text: 'Enroll' });
    expect(sms.requests).toHaveLength(1);
    expect(sms.requests[0]).toMatchObject({
      method: 'POST',
      path: '/sms',
      body: { to: '+14155550132', text: 'Enroll', from: 'Console' },
    });
    expect(sms.requests[0]?.headers.authorization).toBe('Bearer token-1');
    sms.respondWith(500);
    await expect(sender.send({ to: '+14155550132', text: 'again' })).rejects.toThrow(/500/);
  });
});
