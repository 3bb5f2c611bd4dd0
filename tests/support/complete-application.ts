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
