/**
 * Outgoing SMS through a provider webhook (docs/server.md "SMS"): every message is one
 * `POST <url>` with the JSON `{ "to": "+14155550100", "text": "...", "from": "..." }` and, when set,
 * an `Authorization` header. Any 2xx answer counts as sent. Configured by
 * `CreateServerOptions.sms` or `SMS_WEBHOOK_URL`, `SMS_WEBHOOK_AUTHORIZATION`, `SMS_FROM`.
 */

/** The provider webhook. */
export interface SmsOptions {
  /** The provider's endpoint (http or https). */
  url: string;
  /** The `Authorization` header value (`Bearer ...`, `Basic ...`). */
  authorization?: string;
  /** The sender id passed as `from`. */
  from?: string;
  /** @default 10000 */
  timeoutMs?: number;
}

/** Sends SMS; `configured` is false without a webhook (sending then throws). */
export interface SmsSender {
  readonly configured: boolean;
  send(message: { to: string; text: string }): Promise<void>;
}

/** Thrown when the webhook refuses or cannot be reached. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/**
 * The SMS options of the environment, or `undefined` when `SMS_WEBHOOK_URL` is not set.
 * @example smsOptionsFromEnv({ SMS_WEBHOOK_URL: 'https://sms.example.com/send' })
 */
export function smsOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SmsOptions | undefined {
  if (!env.SMS_WEBHOOK_URL) return undefined;
  const url = new URL(env.SMS_WEBHOOK_URL);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('SMS_WEBHOOK_URL must be an http(s) URL');
  }
  return {
    url: url.toString(),
    authorization: env.SMS_WEBHOOK_AUTHORIZATION || undefined,
    from: env.SMS_FROM || undefined,
  };
}

/**
 * An SMS sender over the webhook of `options` (none: not configured).
 * @example await createSmsSender({ url: 'http://127.0.0.1:9000/sms' }).send({ to: '+14155550100', text: 'Hi' });
 */
export function createSmsSender(options: SmsOptions | undefined): SmsSender {
  if (!options) {
    return {
      configured: false,
      send: () => Promise.reject(new SmsSendError('no SMS provider is configured (SMS_WEBHOOK_URL)')),
    };
  }
  return {
    configured: true,
    async send({ to, text }) {
      let answer: Response;
      try {
        answer = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.authorization ? { authorization: options.authorization } : {}),
          },
          body: JSON.stringify({ to, text, ...(options.from ? { from: options.from } : {}) }),
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsSendError(`the SMS webhook cannot be reached: ${(error as Error).message}`);
      }
      // The body is not needed; drain it so the connection is released.
      await answer.arrayBuffer().catch(() => undefined);
      if (!answer.ok) throw new SmsSendError(`the SMS webhook answered ${answer.status}`, answer.status);
    },
  };
}
