import { expect, test } from './support/test.ts';
import { loggedInAccount } from './support/accounts.ts';

/**
 * The topology of scripts/rush-topology.sh seen from a browser's side: nginx spreads requests over two web processes
 * on one PostgreSQL database, and keeps answering when one of them dies. Runs only there (RUSH_WEB_PIDS).
 */
const webPids = (process.env.RUSH_WEB_PIDS ?? '').split(' ').filter(Boolean).map(Number);
test.skip(webPids.length !== 2, 'runs in the rush topology only (scripts/rush-topology.sh)');

/** SIGKILL, as a crashed machine stops a process; a process already gone (a retried test) is fine. */
function killed(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

test('both web processes answer one session, and every save reads back through either', async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  const upstreams = new Set<string>();
  for (let n = 1; n <= 6; n += 1) {
    const saved = await page.request.put('/api/answer', { data: { last_name: `Lovelace ${n}` }, headers: { origin: baseURL! } });
    expect(saved.status(), await saved.text()).toBe(200);
    upstreams.add(saved.headers()['x-upstream']!);
    const profile = await page.request.get('/api/profile');
    expect(profile.status()).toBe(200);
    upstreams.add(profile.headers()['x-upstream']!);
    expect(((await profile.json()) as { answer: Record<string, string> }).answer.last_name).toBe(`Lovelace ${n}`);
  }
  expect(upstreams.size).toBe(2);
});

test('a web process killed between saves: the next requests go to the other, and no acknowledged save is lost', async ({ page, baseURL }) => {
  await loggedInAccount(page.request, baseURL!);
  const save = (value: string) => page.request.put('/api/answer', { data: { last_name: value }, headers: { origin: baseURL! } });
  expect((await save('before')).status()).toBe(200);
  killed(webPids[1]!);
  for (let n = 1; n <= 6; n += 1) {
    const saved = await save(`after ${n}`);
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const profile = await page.request.get('/api/profile');
  expect(((await profile.json()) as { answer: Record<string, string> }).answer.last_name).toBe('after 6');
  // The app still loads whole through the one process left.
  await page.goto('/about');
  await expect(page.locator('#last_name')).toHaveValue('after 6');
});
