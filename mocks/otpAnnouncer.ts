/** The OTP e-mails as the mock sends them, one line each, naming the e-mail and the code: QA reads them off it. */
import { db, onDbChange } from './db';

/** Calls `print` with `[mock] OTP for <e-mail>: <code>` for every OTP sent from now on; returns its removal. */
export function announceNewOtps(print: (line: string) => void): () => void {
  let seen = db().outbox[0]?.sent_at ?? 0;
  return onDbChange(() => {
    const fresh = db().outbox.filter((mail) => mail.sent_at > seen);
    if (fresh.length) seen = fresh[0].sent_at;
    for (const mail of fresh.reverse()) print(`[mock] OTP for ${mail.to}: ${mail.code}`);
  });
}
