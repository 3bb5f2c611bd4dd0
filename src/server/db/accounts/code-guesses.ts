import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../database.ts';

/** The row that counts for every client together and names the current code. */
const ALL_CLIENTS = '*';

/** A code was mailed to (or requested for) this address, known or not, at this client's request: a fresh code. */
export async function recordCodeSent(db: Db, address: string, client: string, now: string): Promise<void> {
  await db
    .insertInto('code_guess')
    .values({ address, client: ALL_CLIENTS, code_sent_at: now, requested_by: client, guesses: 0, day_started_at: now, day_guesses: 0 })
    .onConflict((oc) => oc.columns(['address', 'client']).doUpdateSet({ code_sent_at: now, requested_by: client, guesses: 0 }))
    .execute();
}

export interface CurrentCode {
  /** When the current code was sent; null when none was ever asked for. */
  sentAt: string | null;
  /** The client that asked for it. */
  requestedBy: string | null;
}

export async function readCurrentCode(db: Db, address: string): Promise<CurrentCode> {
  const row = await db
    .selectFrom('code_guess')
    .select(['code_sent_at', 'requested_by'])
    .where('address', '=', address)
    .where('client', '=', ALL_CLIENTS)
    .executeTakeFirst();
  return { sentAt: row?.code_sent_at ?? null, requestedBy: row?.requested_by ?? null };
}

export interface GuessLimits {
  /** Guesses allowed against one code. */
  perCode: number;
  /** Guesses allowed per day, however many codes. */
  perDay: number;
  /** A day that started at or before this moment starts over. */
  dayStartsAfter: string;
}

export type GuessReservation = { allowed: true } | { allowed: false; reason: 'code' | 'day' };

type Eb = ExpressionBuilder<Database, 'code_guess'>;

/** The day's count after this guess, and whether the day still allows one. */
function dayCount(eb: Eb, now: string, limits: GuessLimits) {
  const newDay = eb('code_guess.day_started_at', '<=', limits.dayStartsAfter);
  return {
    set: {
      day_guesses: eb
        .case()
        .when(newDay)
        .then(1)
        .else(eb('code_guess.day_guesses', '+', 1))
        .end(),
      day_started_at: eb.case().when(newDay).then(now).else(eb.ref('code_guess.day_started_at')).end(),
    },
    allows: eb.or([newDay, eb('code_guess.day_guesses', '<', limits.perDay)]),
  };
}

async function refusal(db: Db, address: string, client: string, perCode: number, sameCode: (sentAt: string | null) => boolean) {
  const row = await db.selectFrom('code_guess').select(['guesses', 'code_sent_at']).where('address', '=', address).where('client', '=', client).executeTakeFirst();
  const codeUsedUp = row !== undefined && sameCode(row.code_sent_at) && Number(row.guesses) >= perCode;
  return { allowed: false as const, reason: codeUsedUp ? ('code' as const) : ('day' as const) };
}

/**
 * Reserves one guess of one client against the code sent at `codeSentAt`, before it is checked, in ONE conditional
 * statement, so parallel guesses never exceed the limits. A guess against a newer code than the client's last one
 * starts that code's count over. Unknown addresses get a row too: every address is answered alike.
 */
export async function reserveClientGuess(
  db: Db,
  address: string,
  client: string,
  codeSentAt: string | null,
  now: string,
  limits: GuessLimits,
): Promise<GuessReservation> {
  const sameCodeIn = (eb: Eb) => (codeSentAt === null ? eb('code_guess.code_sent_at', 'is', null) : eb('code_guess.code_sent_at', '=', codeSentAt));
  const row = await db
    .insertInto('code_guess')
    .values({ address, client, code_sent_at: codeSentAt, requested_by: null, guesses: 1, day_started_at: now, day_guesses: 1 })
    .onConflict((oc) =>
      oc
        .columns(['address', 'client'])
        .doUpdateSet((eb) => ({
          code_sent_at: codeSentAt,
          guesses: eb
            .case()
            .when(sameCodeIn(eb))
            .then(eb('code_guess.guesses', '+', 1))
            .else(1)
            .end(),
          ...dayCount(eb, now, limits).set,
        }))
        .where((eb) => eb.and([eb.or([eb.not(sameCodeIn(eb)), eb('code_guess.guesses', '<', limits.perCode)]), dayCount(eb, now, limits).allows])),
    )
    .returning('guesses')
    .executeTakeFirst();
  if (row) return { allowed: true };
  return refusal(db, address, client, limits.perCode, (sentAt) => sentAt === codeSentAt);
}

/**
 * Reserves one guess against the allowance every client that did not ask for the current code shares (one
 * statement, as above). A new code resets the per-code count (recordCodeSent).
 */
export async function reserveSharedGuess(db: Db, address: string, now: string, limits: GuessLimits): Promise<GuessReservation> {
  const row = await db
    .insertInto('code_guess')
    .values({ address, client: ALL_CLIENTS, code_sent_at: null, requested_by: null, guesses: 1, day_started_at: now, day_guesses: 1 })
    .onConflict((oc) =>
      oc
        .columns(['address', 'client'])
        .doUpdateSet((eb) => ({ guesses: eb('code_guess.guesses', '+', 1), ...dayCount(eb, now, limits).set }))
        .where((eb) => eb.and([eb('code_guess.guesses', '<', limits.perCode), dayCount(eb, now, limits).allows])),
    )
    .returning('guesses')
    .executeTakeFirst();
  if (row) return { allowed: true };
  return refusal(db, address, ALL_CLIENTS, limits.perCode, () => true);
}

/** Rows whose code and day are both over. */
export async function purgeCodeGuesses(db: Db, codeSentBefore: string, dayStartsAfter: string): Promise<void> {
  await db
    .deleteFrom('code_guess')
    .where('day_started_at', '<=', dayStartsAfter)
    .where((eb) => eb.or([eb('code_sent_at', 'is', null), eb('code_sent_at', '<', codeSentBefore)]))
    .execute();
}
