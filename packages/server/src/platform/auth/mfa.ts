import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { totpLastSteps } from '../../db/schema';
import { ApiError, message } from '../../http/errors';
import type { SecretBox } from '../../lib/crypto';
import { verifyTotp } from '../../lib/totp';

/** The user whose second factor is checked. */
export interface MfaUser {
  id: number;
  /** The sealed TOTP secret (`users.mfa_secret`). */
  mfaSecret: string;
}

/**
 * Verifies a user's TOTP code and uses it up: the code must match a time step later than the last
 * one this user had accepted (`totp_last_steps`), and its step becomes the last one in the same
 * statement, so a code serves once, on every path (sign-in and MFA-protected saves), even when two
 * requests race. 403 INCORRECT_MFA_CODE when wrong, missing or used already.
 *
 * `db` is the caller's: the handler's transaction at sign-in (a sign-in that fails later gives the
 * code back), the database itself before a save.
 * @example await verifyMfaCode(db, state.secrets, { id: user.id, mfaSecret: user.mfaSecret }, code, now)
 */
export async function verifyMfaCode(
  db: Db,
  secrets: SecretBox,
  user: MfaUser,
  code: string | undefined,
  now: Date,
): Promise<void> {
  const refuse = () => new ApiError(403, 'INCORRECT_MFA_CODE', message('errors.mfaVerification'));
  if (!code) throw refuse();
  const secret = secrets.decrypt(user.mfaSecret);
  const step = await verifyTotp(secret, code.trim(), Math.floor(now.getTime() / 1000));
  if (step === null) throw refuse();
  const used = await db
    .insert(totpLastSteps)
    .values({ userId: user.id, step })
    .onConflictDoUpdate({
      target: totpLastSteps.userId,
      set: { step },
      setWhere: sql`${totpLastSteps.step} < ${step}`,
    })
    .returning({ userId: totpLastSteps.userId });
  if (used.length === 0) throw refuse();
}
