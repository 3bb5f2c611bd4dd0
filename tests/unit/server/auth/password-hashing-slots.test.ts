import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { createPasswordHashing, PasswordHashingBusy } from '../../../../src/server/auth/password-hashing.ts';

/** The process's argon2 door: slots, a bounded queue, busy beyond it, and a hash made ahead. */

function gate() {
  let open!: () => void;
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

describe('password hashing slots', () => {
  it('runs concurrent calls at once, queues waiting ones in order, refuses the next', { retry: 0 }, async () => {
    const hashing = createPasswordHashing({ concurrent: 1, waiting: 2 });
    const order: string[] = [];
    const first = gate();
    const running = hashing.withSlot(async () => {
      order.push('first');
      await first.closed;
    });
    const second = hashing.withSlot(async () => {
      order.push('second');
    });
    const third = hashing.withSlot(async () => {
      order.push('third');
    });
    await expect(hashing.withSlot(async () => order.push('refused'))).rejects.toBeInstanceOf(PasswordHashingBusy);
    expect(order).toEqual(['first']);
    first.open();
    await Promise.all([running, second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
    // Every slot is free again.
    await Promise.all([hashing.withSlot(async () => order.push('a')), hashing.withSlot(async () => order.push('b'))]);
  });

  it('a hash inside a held slot takes no second slot (it would wait for itself)', async () => {
    const hashing = createPasswordHashing({ concurrent: 1, waiting: 0 });
    const hashed = await hashing.withSlot(() => hashing.hash('Correct-Horse-9-Battery'));
    expect(await verify(hashed, 'Correct-Horse-9-Battery')).toBe(true);
    expect(await hashing.withSlot(() => hashing.verify(hashed, 'Correct-Horse-9-Battery'))).toBe(true);
  });

  it('hands the hash made ahead to a later hash of the same password, with every slot taken', async () => {
    const hashing = createPasswordHashing({ concurrent: 1, waiting: 0 });
    const ahead = await hashing.hash('Correct-Horse-9-Battery');
    const busy = gate();
    const holder = hashing.withSlot(() => busy.closed);
    try {
      const inside = await hashing.withHash('Correct-Horse-9-Battery', ahead, async () => ({
        same: await hashing.hash('Correct-Horse-9-Battery'),
        other: hashing.hash('Another-Password-1!'),
      }));
      expect(inside.same).toBe(ahead);
      // Another password is no made-ahead hash: it needs a slot, and there is none.
      await expect(inside.other).rejects.toBeInstanceOf(PasswordHashingBusy);
    } finally {
      busy.open();
      await holder;
    }
  });
});
