/** True while `now` lies between `start` and `end` (both inclusive, ISO date-times). */
export function isWithinWindow(now: Date, start: string, end: string): boolean {
  const time = now.getTime();
  return time >= new Date(start).getTime() && time <= new Date(end).getTime();
}
