/**
 * A simulated Apple device for the MDM tests (docs/mdm.md): it reads an enrollment profile
 * (.mobileconfig) for its CheckInURL, ServerURL and Topic, then speaks the MDM protocol over HTTP
 * on loopback with plist bodies, like an iPhone does: Authenticate, TokenUpdate (its push token,
 * PushMagic and UnlockToken), CheckOut, and the command connection (Idle, then one result per
 * command). `answerPushes` makes it poll when APNs delivers a push. Import it, never copy it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { build, parse } from 'plist';

type Dict = Record<string, unknown>;

/** How the device answers a command: Acknowledged by default. */
export type CommandResponder = (command: Dict) => Dict;

/** The `com.apple.mdm` payload of a profile (throws when it has none). */
export function mdmPayloadOf(profile: Dict): Dict {
  const content = Array.isArray(profile.PayloadContent) ? (profile.PayloadContent as Dict[]) : [];
  const mdm = content.find((payload) => payload.PayloadType === 'com.apple.mdm');
  if (!mdm) throw new Error('no MDM payload');
  return mdm;
}

/** The profile an `InstallProfile` command carries (its Payload is plist <data>), or undefined. */
export function profileOfCommand(command: Dict | undefined): Dict | undefined {
  const payload = (command?.Command as Dict | undefined)?.Payload;
  return payload instanceof Uint8Array ? (parse(Buffer.from(payload).toString('utf8')) as Dict) : undefined;
}

/** The SCEP challenge of a profile. */
export function scepChallengeOf(profile: Dict | undefined): unknown {
  const content = Array.isArray(profile?.PayloadContent) ? (profile.PayloadContent as Dict[]) : [];
  const scep = content.find((payload) => payload.PayloadType === 'com.apple.security.scep');
  return (scep?.PayloadContent as Dict | undefined)?.Challenge;
}

/**
 * Installs the profile of an `InstallProfile` command like a device does: one whose MDM payload
 * has the installed one's identifier, ServerURL, CheckInURL and topic replaces it; anything else
 * is refused with the device's error.
 */
export function installProfile(device: SimulatedAppleDevice, command: Dict): Dict {
  const profile = profileOfCommand(command);
  if (!profile) return { Status: 'CommandFormatError' };
  const next = mdmPayloadOf(profile);
  const installed = device.mdmPayload;
  const same = ['PayloadIdentifier', 'ServerURL', 'CheckInURL', 'Topic'].every(
    (key) => next[key] === installed[key],
  );
  if (!same) {
    return {
      Status: 'Error',
      ErrorChain: [
        {
          ErrorCode: 4001,
          ErrorDomain: 'MCInstallationErrorDomain',
          USEnglishDescription: 'The MDM payload does not match the installed MDM profile.',
        },
      ],
    };
  }
  device.profile = profile;
  return { Status: 'Acknowledged' };
}

/** A device and what it reported. */
export class SimulatedAppleDevice {
  readonly udid = randomUUID().toUpperCase();
  readonly pushToken = randomBytes(32);
  readonly pushMagic = randomUUID().toUpperCase();
  readonly unlockToken = randomBytes(48);
  /** Every command the server handed to the device. */
  readonly commands: Dict[] = [];

  private constructor(
    readonly checkInUrl: string,
    readonly serverUrl: string,
    readonly topic: string,
    readonly info: Dict,
    /** The installed enrollment profile (replaced by an `InstallProfile` of the same identifier). */
    public profile: Dict,
  ) {}

  /** The MDM payload of the installed profile. */
  get mdmPayload(): Dict {
    return mdmPayloadOf(this.profile);
  }

  /** Reads the profile served at `profileUrl` (the enrollment QR code's URL). */
  static async fromProfile(profileUrl: string, info: Dict = {}): Promise<SimulatedAppleDevice> {
    const answer = await fetch(profileUrl);
    if (answer.status !== 200) throw new Error(`profile: ${answer.status}`);
    const profile = parse(await answer.text()) as Dict;
    const mdm = mdmPayloadOf(profile);
    return new SimulatedAppleDevice(
      String(mdm.CheckInURL),
      String(mdm.ServerURL),
      String(mdm.Topic),
      {
        ProductName: 'iPhone15,2',
        Model: 'MQ9T3',
        ModelName: 'iPhone',
        SerialNumber: 'F2LXK0Q1PMQ4',
        OSVersion: '17.5',
        BuildVersion: '21F79',
        DeviceName: 'Reception iPhone',
        ...info,
      },
      profile,
    );
  }

  private async put(
    url: string,
    type: string,
    body: Dict,
  ): Promise<{ status: number; plist: Dict | undefined }> {
    const answer = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': type },
      body: build(body as never),
    });
    const text = await answer.text();
    return { status: answer.status, plist: text.trim() ? (parse(text) as Dict) : undefined };
  }

  private checkIn(body: Dict) {
    return this.put(this.checkInUrl, 'application/x-apple-aspen-mdm-checkin', {
      UDID: this.udid,
      Topic: this.topic,
      ...body,
    });
  }

  /** Authenticate: answers the HTTP status. */
  async authenticate(): Promise<number> {
    return (await this.checkIn({ MessageType: 'Authenticate', ...this.info })).status;
  }

  /** TokenUpdate with the push token, PushMagic and UnlockToken. */
  async tokenUpdate(): Promise<number> {
    return (
      await this.checkIn({
        MessageType: 'TokenUpdate',
        Token: this.pushToken,
        PushMagic: this.pushMagic,
        UnlockToken: this.unlockToken,
      })
    ).status;
  }

  /**
   * Authenticate again, sent with another Host header (what a party that learned the UDID and the
   * enrollment code could do): answers the HTTP status.
   */
  authenticateVia(host: string): Promise<number> {
    const url = new URL(this.checkInUrl);
    const body = build({ MessageType: 'Authenticate', UDID: this.udid, Topic: this.topic } as never);
    return new Promise((resolve, reject) => {
      const put = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: 'PUT',
          headers: { host },
        },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
        },
      );
      put.on('error', reject);
      put.end(body);
    });
  }

  /** CheckOut (the profile was removed). */
  async checkOut(): Promise<number> {
    return (await this.checkIn({ MessageType: 'CheckOut' })).status;
  }

  /** One request of the command connection: answers the status and the next command, if any. */
  async connect(body: Dict): Promise<{ status: number; command: Dict | undefined }> {
    const answer = await this.put(this.serverUrl, 'application/x-apple-aspen-mdm', {
      UDID: this.udid,
      ...body,
    });
    if (answer.plist) this.commands.push(answer.plist);
    return { status: answer.status, command: answer.plist };
  }

  /** Idle, then answers each command the server hands out until it has none. */
  async drain(respond: CommandResponder = () => ({ Status: 'Acknowledged' })): Promise<void> {
    let answer = await this.connect({ Status: 'Idle' });
    while (answer.command) {
      answer = await this.connect({ ...respond(answer.command), CommandUUID: answer.command.CommandUUID });
    }
  }

  /** The handler of a push for this device: polls (errors are kept in `failures`). */
  answerPushes(respond?: CommandResponder): (push: { path: string }) => void {
    return (push) => {
      if (push.path !== `/3/device/${this.pushToken.toString('hex')}`) return;
      this.drain(respond).catch((error: unknown) => this.failures.push(error));
    };
  }

  readonly failures: unknown[] = [];
}
