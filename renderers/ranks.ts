/**
 * Every rank our testers use, in one table. All sit above JSON Forms Material's (1–5, and 20 for radio enums),
 * so ours always win; the highest applicable rank wins.
 */
export const RANKS = {
  /** Plain layouts: VerticalLayout, HorizontalLayout, Group, Tab, Label. */
  layout: 50,
  /** A string control whose named renderer is not registered (yet): a plain text box, so the page stays usable. */
  fallbackControl: 50,
  /** A control whose kind is inferred from its schema (boolean → checkbox, oneOf → select, ...). */
  inferredControl: 55,
  /** A control that names its kind in `options.renderer`. */
  namedControl: 60,
  /** Our own layouts: AddAnother, Tabs, ConfirmationTrigger, Conditional. */
  compositeLayout: 60,
  /** Any element carrying `options.showWhen`: decides visibility first, then dispatches the element itself. */
  showWhen: 100,
} as const;
