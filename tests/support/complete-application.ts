import about from '../fixtures/about.complete.answers.json' with { type: 'json' };
import education from '../fixtures/education.complete.answers.json' with { type: 'json' };
import finalSteps from '../fixtures/final-steps.complete.answers.json' with { type: 'json' };

type Answers = Record<string, string | boolean>;

/**
 * The complete About You answers as of `today`: each date whose rule is a window around the current year (the
 * mailing address's effective date: current year -3 to +4) moved into that window, so the suite passes in any year.
 */
export function completeAbout(today: Date = new Date()): Answers {
  return { ...about, mailing_addr_effective_date: `${today.getFullYear()}-01-15` };
}

/** A complete, valid application as of `today`: every page's fixture, dates as in completeAbout. */
export function completeApplication(today: Date = new Date()): Answers {
  return { ...completeAbout(today), ...education, ...finalSteps };
}

/** The first block's answers of a group (`prefix` + name) copied into blocks 2..count (`prefix` + n + `_` + name). */
export function moreBlocks(answers: Answers, prefix: string, count: number, outside: string[] = []): Answers {
  const first = Object.entries(answers).filter(([key]) => key.startsWith(prefix) && !outside.includes(key));
  const blocks: Answers = {};
  for (let n = 2; n <= count; n += 1) {
    for (const [key, value] of first) blocks[`${prefix}${n}_${key.slice(prefix.length)}`] = key.endsWith('name') && typeof value === 'string' ? `${value} ${n}` : value;
  }
  return blocks;
}

/** The complete application with every Add Another block of Your Academics and Next Steps answered. */
export function completeApplicationEveryBlock(today: Date = new Date()): Answers {
  const complete = completeApplication(today);
  return {
    ...complete,
    ...moreBlocks(complete, 'hs_', 5, ['hs_gpa']),
    ...moreBlocks(complete, 'activity_', 4),
    ...moreBlocks(complete, 'honor_', 4),
    ...moreBlocks(complete, 'class_', 7),
    ...moreBlocks(complete, 'applied_', 4, ['applied_major', 'applied_major_desc']),
  };
}
