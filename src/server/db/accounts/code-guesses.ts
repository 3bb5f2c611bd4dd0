import type { Db } from '../database.ts';

/** A code was mailed to (or requested for) this address, known or not: a fresh allowance of guesses. */
export async function recordCodeSent(db: Db, address: string, now: string): Promise<void> {
  await db
    .insertInto('code_guess')
    .values({ address, code_sent_at: now, guesses: 0, day_started_at: now, day_guesses: 0 })
    .onConflict((oc) => oc.column('address').doUpdateSet({ code_sent_at: now, guesses: 0 }))
    .execute();
}

export interface GuessLimits {
  /** Guesses allowed per code. */
  perCode: number;
  /** Guesses allowed per address per day, however many codes. */
  perDay: number;
  /** A day that started at or before this moment starts over. */
  dayStartsAfter: string;
}

export type GuessReservation = { allowed: true; codeSentAt: string | null } | { allowed: false; reason: 'code' | 'day' };

/**
 * Reserves one guess before the code is checked, in ONE conditional statement, so parallel guesses never exceed
 * the limits. Unknown addresses get a row too: every address is answered alike.
 */
export async function reserveCodeGuess(db: Db, address: string, now: string, limits: GuessLimits): Promise<GuessReservation> {
  const row = await db
    .insertInto('code_guess')
    .values({ address, code_sent_at: null, guesses: 1, day_started_at: now, day_guesses: 1 })
    .onConflict((oc) =>
      oc
        .column('address')
        .doUpdateSet((eb) => {
          const newDay = eb('code_guess.day_started_at', '<=', limits.dayStartsAfter);
          return {
            guesses: eb('code_guess.guesses', '+', 1),
            day_guesses: eb.case().when(newDay).then(1).else(eb('code_guess.day_guesses', '+', 1)).end(),
            day_started_at: eb.case().when(newDay).then(now).else(eb.ref('code_guess.day_started_at')).end(),
          };
        })
        .where((eb) =>
          eb.and([
            eb('code_guess.guesses', '<', limits.perCode),
            eb.or([eb('code_guess.day_started_at', '<=', limits.dayStartsAfter), eb('code_guess.day_guesses', '<', limits.perDay)]),
          ]),
        ),
    )
    .returning('code_sent_at')
    .executeTakeFirst();
  if (row) return { allowed: true, codeSentAt: row.code_sent_at };
  const state = await db.selectFrom('code_guess').select('guesses').where('address', '=', address).executeTakeFirst();
  return { allowed: false, reason: state && Number(state.guesses) >= limits.perCode ? 'code' : 'day' };
}

/** Rows whose code and day are both over. */
export async function purgeCodeGuesses(db: Db, codeSentBefore: string, dayStartsAfter: string): Promise<void> {
  await db
    .deleteFrom('code_guess')
    .where('day_started_at', '<=', dayStartsAfter)
    .where((eb) => eb.or([eb('code_sent_at', 'is', null), eb('code_sent_at', '<', codeSentBefore)]))
    .execute();
}
