/**
 * What the code asks of the staff-edited text files, in one place: the keys it reads and the `{placeholders}` it fills
 * in for each. The code's types come from here (a key or value not declared does not compile) and npm run
 * schemas:check reads the same lists to refuse a deleted key or a misspelt placeholder before it reaches an applicant.
 * No JSON is imported here, so the checker can load it whatever state the files are in.
 */

/** How a text file's placeholders are written: `{name}` (texts) or `{{name}}` (mail templates). */
type PlaceholderStyle = 'single' | 'double';

export interface TextContract {
  /** The file, relative to the project root. */
  file: string;
  /** JSON pointer of the object holding the texts ('' for the whole file). */
  at: string;
  style: PlaceholderStyle;
  /** Per key the code reads: the placeholders it fills in (every string under the key may use them, no others). */
  texts: Readonly<Record<string, readonly string[]>>;
}

/** The account routes' answers (texts-and-settings/auth/messages.json); `{delay}` is the login wait, worded. */
const AUTH_MESSAGE_TEXTS = {
  signedUp: [],
  confirmed: [],
  codeResent: [],
  loggedIn: [],
  notConfirmed: [],
  badCredentials: [],
  loginLocked: ['delay'],
  resetRequested: [],
  passwordReset: [],
  loggedOut: [],
  sessionInvalid: [],
  codeInvalid: [],
  codeExpired: [],
  codeVoid: [],
  tooManyCodeRequests: [],
  tooManyCodeGuesses: [],
  tooManyRequests: [],
  passwordHashingBusy: [],
  foreignOrigin: [],
  jsonRequired: [],
  foreignHost: [],
  delayOneMinute: [],
  delayMinutes: ['minutes'],
} as const satisfies Record<string, readonly string[]>;

export type AuthMessageKey = keyof typeof AUTH_MESSAGE_TEXTS;

/** The texts the pages show on their own (texts-and-settings/messages.json). */
const CLIENT_MESSAGE_TEXTS = {
  genericError: [],
  sessionInvalid: [],
  somethingWentWrong: [],
  issueLogged: [],
  tenantUnavailable: [],
  successTitle: [],
  errorTitle: [],
  unexpectedErrorTitle: [],
  accountLabel: [],
  languageLabel: [],
  signIn: [],
  createAccount: [],
  logOut: [],
  alreadyStarted: [],
  logInLink: [],
  loginTitle: [],
  signupTitle: [],
  confirmTitle: [],
  forgotTitle: [],
  resetTitle: [],
  previous: [],
  save: [],
  saveAndContinue: [],
  submit: [],
  answersSaved: [],
  saveRetrying: [],
  savedAfterRetry: [],
  codeUnavailable: [],
  draftTitle: [],
  draftNotice: ['date'],
  draftRestore: [],
  draftDiscard: [],
  draftRestored: [],
  draftDiscarded: [],
  submitted: [],
  summaryTitle: [],
  summaryText: [],
  addAnotherError: [],
  tabsError: [],
  formActionsLabel: [],
  welcomeSubmittedTitle: [],
  welcomeSubmittedText: [],
  welcomeSubmittedNext: [],
  welcomeFirstTitle: [],
  welcomeFirstBlurb: [],
  welcomeFirstClosing: [],
  welcomeBackTitle: [],
  welcomeBackText: [],
  welcomeBackPrompt: [],
  welcomeOtherTitle: [],
  welcomeOtherText: [],
  footerHelpLine: ['phone', 'helpEmail'],
  privacyPolicyLink: [],
  siteLink: ['partnerName'],
  intendedStudentType: ['type'],
  opensInNewTab: [],
  pdfRequest: [],
  pdfDownload: [],
  pdfPreparing: [],
  welcomeLabel: [],
  loadingApplication: [],
  applicationFrozen: [],
  applicationIncomplete: [],
  printLinkRefused: [],
  downloadLinkRefused: [],
  loading: [],
  loadingPrintView: [],
  redirectingToLogin: [],
  close: [],
  ok: [],
  stepsLabel: [],
  helpButton: [],
  privacyButton: [],
  helpTitle: [],
  helpTechnicalHeading: [],
  helpTechnicalText: ['helpEmail'],
  helpOfficeHeading: [],
  helpPhone: ['phone'],
  privacyTitle: [],
  privacyPolicyHeading: [],
  privacyPolicyText: ['partnerName', 'privacyPolicyLink'],
  privacyPolicyLinkText: [],
  cookiesHeading: [],
  analyticsHeading: [],
  analyticsText: ['optOutLink'],
  analyticsOptOutLinkText: [],
  reviewTitle: [],
  reviewDescription: [],
  reviewIntro: [],
  reviewChange: [],
  reviewChangeQuestion: ['question'],
  reviewChangeQuestionInSection: ['question', 'section'],
  reviewPageEmpty: [],
  reviewSubmitHeading: [],
  reviewSubmitText: ['partnerName'],
} as const satisfies Record<string, readonly string[]>;

export type ClientMessageKey = keyof typeof CLIENT_MESSAGE_TEXTS;

/** What the server answers a call whose body it refuses (texts-and-settings/request-messages.json). */
const REQUEST_MESSAGE_TEXTS = {
  fieldProblem: ['field', 'problem'],
  fieldInvalid: [],
  notAQuestion: ['key'],
  notTrueOrFalse: ['key'],
  notText: ['key'],
  tooLong: ['key', 'limit'],
  notAChoice: ['key'],
  unknownKeysOrPages: ['keys'],
  unknownAddAnother: ['buttonId'],
  tooManyBlocks: ['buttonId', 'maximum'],
  unknownTabGroup: ['tabId'],
  unknownTab: ['tabId', 'chosenTab'],
  givenAndDropped: ['key'],
  draftTooLarge: [],
  notAnUploadQuestion: ['key'],
  noDocument: [],
  bodyTooLarge: [],
  bodyNotJson: [],
  bodyEmpty: [],
  unsupportedMediaType: [],
  bodyLengthMismatch: [],
  badRequest: [],
} as const satisfies Record<string, readonly string[]>;

export type RequestMessageKey = keyof typeof REQUEST_MESSAGE_TEXTS;

/**
 * The validator's words for a value failing a route's schema (texts-and-settings/validator-words.json): per JSON
 * Schema keyword the server words, the params of AJV's error for it that its text may name. `type` is filled with the
 * words of `types` instead of the bare type name.
 */
export const VALIDATOR_KEYWORD_PARAMS = {
  type: ['type'],
  required: ['missingProperty'],
  additionalProperties: ['additionalProperty'],
  enum: ['allowedValues'],
  const: ['allowedValue'],
  pattern: ['pattern'],
  format: ['format'],
  minLength: ['limit'],
  maxLength: ['limit'],
  minimum: ['comparison', 'limit'],
  maximum: ['comparison', 'limit'],
  minItems: ['limit'],
  maxItems: ['limit'],
  uniqueItems: ['i', 'j'],
  minProperties: ['limit'],
  maxProperties: ['limit'],
  anyOf: [],
  oneOf: ['passingSchemas'],
} as const satisfies Record<string, readonly string[]>;

export type ValidatorKeyword = keyof typeof VALIDATOR_KEYWORD_PARAMS;

/** The JSON types the words of `type` name (JSON Schema's seven). */
export const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;
export type JsonType = (typeof JSON_TYPES)[number];

/**
 * The file of the validator's words. Its keys are JSON Schema keywords (`type`, `pattern`, `const`...) naming texts,
 * not a schema's rules or settings: the checker reads every string of it as a text.
 */
export const VALIDATOR_WORDS_FILE = 'texts-and-settings/validator-words.json';

/** validator-words.json as a whole: the keywords' texts, the types' words (no values) and how two types are joined. */
const VALIDATOR_WORD_TEXTS = { ...VALIDATOR_KEYWORD_PARAMS, types: [], typeChoice: ['first', 'second'] } as const satisfies Record<string, readonly string[]>;

/** The values every mail gets from the tenant file (mailer.ts). */
export const MAIL_BRAND_VALUES = ['partnerName', 'applicationTitle', 'helpEmail', 'phone', 'primaryColour'] as const;

/** Per mail, the values its sender passes (besides the brand values). */
export const MAIL_VALUES = {
  confirmationCode: ['code', 'expiresMinutes', 'appUrl'],
  passwordReset: ['code', 'resetLink', 'expiresMinutes', 'appUrl'],
  accountExists: ['appUrl'],
  applicationSubmitted: ['submittedAt', 'fileName', 'completionLink'],
} as const satisfies Record<string, readonly string[]>;

export type MailKind = keyof typeof MAIL_VALUES;
/** What a sender of `kind` passes: exactly the declared values. */
export type MailValues<K extends MailKind> = Record<(typeof MAIL_VALUES)[K][number], string>;

const mailTexts: Record<string, readonly string[]> = Object.fromEntries(Object.entries(MAIL_VALUES).map(([kind, values]) => [kind, [...MAIL_BRAND_VALUES, ...values]]));

/** The mail templates file every tenant uses unless its folder holds its own copy (same name, same contract). */
export const MAIL_TEMPLATES_FILE = 'tenants/mail-templates.json';

/** Every text file with a contract; a tenant's own mail-templates.json follows the shared one's. */
export const TEXT_CONTRACTS: readonly TextContract[] = [
  { file: 'texts-and-settings/auth/messages.json', at: '', style: 'single', texts: AUTH_MESSAGE_TEXTS },
  { file: 'texts-and-settings/messages.json', at: '', style: 'single', texts: CLIENT_MESSAGE_TEXTS },
  { file: 'texts-and-settings/request-messages.json', at: '', style: 'single', texts: REQUEST_MESSAGE_TEXTS },
  { file: VALIDATOR_WORDS_FILE, at: '', style: 'single', texts: VALIDATOR_WORD_TEXTS },
  { file: 'texts-and-settings/file-upload.json', at: '/texts', style: 'single', texts: { uploading: ['name'], converting: ['name'], uploaded: ['name', 'size'] } },
  { file: 'uischemas/renderers.json', at: '/texts', style: 'single', texts: { repeatedBlock: ['section', 'number'], characterCount: ['count', 'limit'] } },
  { file: MAIL_TEMPLATES_FILE, at: '', style: 'double', texts: mailTexts },
];
