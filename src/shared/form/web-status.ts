/** The recognised statuses in the order an application passes them. */
export const WEB_STATUS_STEPS = ['started', 'validating', 'submitted'] as const;

export type WebStatus = 'none' | (typeof WEB_STATUS_STEPS)[number];

/** A status an application can be given (every one but 'none'). */
export type WebStatusStep = (typeof WEB_STATUS_STEPS)[number];

/** The status and every step before it: what recording it adds, so the derived status is the one recorded. */
export function webStatusStepsUpTo(status: WebStatusStep): WebStatusStep[] {
  return WEB_STATUS_STEPS.slice(0, WEB_STATUS_STEPS.indexOf(status) + 1);
}

/**
 * The application's status from the profile's list: the number of distinct recognised statuses it holds
 * (0 none, 1 started, 2 validating, 3 submitted). Other values are ignored.
 */
export function deriveWebStatus(list: ReadonlyArray<{ web_status: string } | string>): WebStatus {
  const names = list.map((entry) => (typeof entry === 'string' ? entry : entry.web_status));
  const recognised = new Set(names.filter((name) => (WEB_STATUS_STEPS as readonly string[]).includes(name)));
  return recognised.size === 0 ? 'none' : WEB_STATUS_STEPS[recognised.size - 1];
}
