import type { IsoDate, YearList } from './types.ts';

export interface SelectOption {
  const: string;
  title: string;
}

/**
 * The options of a `yearList`: `past` counts down from `start` (default the current year, moved by
 * `offset` years) for `count` years, `future` counts up.
 */
export function yearOptions({ direction, count, start, offset = 0 }: YearList, today: IsoDate): SelectOption[] {
  const first = start ?? Number(today.slice(0, 4)) + offset;
  const step = direction === 'past' ? -1 : 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const year = String(first + step * i);
    return { const: year, title: year };
  });
}
