// The demo tenant's words, exactly as the specification quotes them. This is the one suite a staff edit of wording is
// expected to fail: every other test reads the words from the staff files (tests/support/staff-text.ts). When the
// specification changes a quote, change it here and in the JSON file together.
import { describe, expect, it } from 'vitest';
import { controlLabel, staffText, type StaffFile } from '../support/staff-text.ts';
import idleTimeout from '../../texts-and-settings/auth/idle-timeout.json' with { type: 'json' };
import uischemaMeta from '../../uischemas/uischema.meta.json' with { type: 'json' };

/** [file, JSON pointer, the specification's words]. */
const TEXTS: [StaffFile, string, string][] = [
  ['schemas/about.schema.json', '/allOf/3/then/errorMessage/required/phone_mobile', 'A cell phone number is required to receive text message updates.'],
  ['schemas/about.schema.json', '/errorMessage/required/birth_date', 'A valid date of birth is required.'],
  ['uischemas/pages.json', '/pages/0/title', 'About You'],
  ['schemas/about.schema.json', '/errorMessage/required/address_line_1', 'Address'],
  ['texts-and-settings/messages.json', '/alreadyStarted', 'Already started your application?'],
  ['texts-and-settings/file-upload.json', '/texts/deleteText', 'Are you sure you want to delete your file?'],
  ['schemas/about.schema.json', '/errorMessage/required/citizenship_type', 'Citizen Type'],
  ['schemas/about.schema.json', '/errorMessage/required/city', 'City'],
  ['texts-and-settings/auth/cards.json', '/errorToastTitles/confirm', 'Confirm Card Error'],
  ['texts-and-settings/messages.json', '/welcomeSubmittedText', 'Congratulations on completing the online portion of your application!'],
  ['schemas/about.schema.json', '/errorMessage/required/country', 'Country'],
  ['texts-and-settings/messages.json', '/createAccount', 'Create Account'],
  ['texts-and-settings/file-upload.json', '/texts/deleteTitle', 'Delete File'],
  ['schemas/about.schema.json', '/errorMessage/required/fin_aid_apply', 'Do you intend to apply for financial aid? '],
  ['uischemas/renderers.json', '/texts/lookupTypedHint', 'Enter your school information below.'],
  ['texts-and-settings/messages.json', '/addAnotherError', 'Error adding another'],
  ['texts-and-settings/messages.json', '/tabsError', 'Error handling tabs for'],
  ['texts-and-settings/file-upload.json', '/texts/uploadError', 'Error uploading file for'],
  ['texts-and-settings/file-upload.json', '/texts/tabBlockedTitle', 'File Upload in Progress'],
  ['schemas/about.schema.json', '/errorMessage/required/first_name', 'First Name'],
  ['texts-and-settings/auth/cards.json', '/errorToastTitles/forgot', 'Forgot Password Card Error'],
  ['texts-and-settings/auth/cards.json', '/forgotPasswordLink', 'Forgot password?'],
  ['schemas/about.schema.json', '/errorMessage/required/gender', 'Gender'],
  ['schemas/final-steps.schema.json', '/errorMessage/required/housing_pref', 'I would like to:'],
  ['schemas/about.schema.json', '/errorMessage/required/last_name', 'Last Name'],
  ['uischemas/renderers.json', '/texts/lookupLoading', 'Loading...'],
  ['texts-and-settings/messages.json', '/logOut', 'Log Out'],
  ['texts-and-settings/messages.json', '/logInLink', 'Log in'],
  ['texts-and-settings/auth/cards.json', '/errorToastTitles/login', 'Login Card Error'],
  ['uischemas/pages.json', '/pages/2/title', 'Next Steps'],
  ['texts-and-settings/auth/idle-timeout.json', '/leave', 'No - Please log me out'],
  ['uischemas/renderers.json', '/texts/lookupNoOptions', 'No options'],
  ['texts-and-settings/auth/login.schema.json', '/properties/password/errorMessage/minLength', 'Password is required.'],
  ['texts-and-settings/auth/login.schema.json', '/errorMessage/required/password', 'Password is required.'],
  ['texts-and-settings/auth/password-rules.json', '/requiredMessage', 'Password is required.'],
  ['texts-and-settings/auth/reset-password.schema.json', '/errorMessage/required/password', 'Password is required.'],
  ['texts-and-settings/auth/signup.schema.json', '/errorMessage/required/password', 'Password is required.'],
  ['schemas/about.schema.json', '/properties/phone_mobile/errorMessage/maxLength', 'Please enter a valid cell phone number.'],
  ['schemas/about.schema.json', '/properties/phone_home/errorMessage/maxLength', 'Please enter a valid home phone number.'],
  ['schemas/about.schema.json', '/allOf/4/then/errorMessage/required/phone_home', 'Please enter either a home phone or cell phone number.'],
  ['schemas/about.schema.json', '/properties/ssn/errorMessage/maxLength', 'Please provide a valid Social Security number.'],
  ['texts-and-settings/auth/login.schema.json', '/properties/username/errorMessage', 'Please provide a valid email address.'],
  ['texts-and-settings/auth/login.schema.json', '/errorMessage/required/username', 'Please provide a valid email address.'],
  [
    'schemas/about.schema.json',
    '/errorMessage/required/parent_communication_preference',
    'Please provide information for at least one parent/guardian. To whom should we send information?',
  ],
  ['texts-and-settings/file-upload.json', '/texts/tabBlockedText', 'Please wait until the file upload has completed.'],
  ['texts-and-settings/auth/cards.json', '/errorToastTitles/resend', 'Resend Confirmation Code Error'],
  ['texts-and-settings/auth/cards.json', '/resendCode', 'Resend confirmation code?'],
  ['texts-and-settings/auth/cards.json', '/errorToastTitles/reset', 'Reset Password Card Error'],
  ['schemas/education.schema.json', '/errorMessage/required/hs_name', 'Search for Your School'],
  ['uischemas/renderers.json', '/texts/lookupPlaceholder', 'Select...'],
  ['texts-and-settings/messages.json', '/signIn', 'Sign In'],
  ['texts-and-settings/auth/cards.json', '/errorToastTitles/signup', 'Sign Up Card Error'],
  ['texts-and-settings/messages.json', '/somethingWentWrong', 'Something went wrong.'],
  ['texts-and-settings/auth/idle-timeout.json', '/title', 'Still working?'],
  ['texts-and-settings/messages.json', '/welcomeSubmittedNext', 'Take these last steps to finish up your application.'],
  ['texts-and-settings/messages.json', '/welcomeSubmittedTitle', 'Thanks'],
  ['texts-and-settings/auth/confirm.schema.json', '/properties/code/errorMessage', 'The confirmation code must be exactly 6 numbers.'],
  ['texts-and-settings/auth/confirm.schema.json', '/errorMessage/required/code', 'The confirmation code must be exactly 6 numbers.'],
  ['texts-and-settings/messages.json', '/issueLogged', 'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.'],
  [
    'texts-and-settings/messages.json',
    '/summaryText',
    'The links below show what needs to be corrected. Missing or incorrect items will be highlighted on each page; simply fix them and then resubmit your application.',
  ],
  [
    'texts-and-settings/file-upload.json',
    '/messages/nameTooLong',
    'The name of your file is too long. File name can have a maximum of 32 characters, including the extension.',
  ],
  ['schemas/about.schema.json', '/properties/birth_date/x-maxAge/message', 'This date is not supported. Please contact help support for assistance.'],
  ['texts-and-settings/file-upload.json', '/texts/visitor', 'This question can be finished once you have created an account.'],
  ['texts-and-settings/messages.json', '/unexpectedErrorTitle', 'Unexpected Error'],
  ['uischemas/renderers.json', '/texts/lookupUse', 'Use: '],
  ['texts-and-settings/messages.json', '/welcomeFirstClosing', 'We look forward to reviewing your completed application!'],
  ['texts-and-settings/messages.json', '/summaryTitle', "We're missing some information!"],
  ['texts-and-settings/messages.json', '/genericError', "We've encountered an unexpected error at this time. Please try again later."],
  ['texts-and-settings/messages.json', '/welcomeBackTitle', 'Welcome Back'],
  ['texts-and-settings/messages.json', '/welcomeFirstTitle', 'Welcome to your'],
  ['schemas/education.schema.json', '/errorMessage/required/gpa_scale', 'What GPA scale is used?'],
  ['schemas/about.schema.json', '/allOf/2/then/errorMessage/required/citizenship', 'What is your country of citizenship?'],
  ['schemas/final-steps.schema.json', '/errorMessage/required/entry_term', 'When do you plan to enroll?'],
  ['texts-and-settings/auth/idle-timeout.json', '/stay', 'Yes - Take me back to my application'],
  ['texts-and-settings/file-upload.json', '/messages/fileType', 'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx'],
  ['texts-and-settings/auth/idle-timeout.json', '/loggedOutMessage', 'You have been automatically logged out due to inactivity.'],
  ['texts-and-settings/auth/idle-timeout.json', '/text', 'You have been inactive for a little while. Would you like to stay logged in?'],
  ['texts-and-settings/auth/resend-confirm.schema.json', '/properties/username/errorMessage', 'You must provide a valid email address to resend a confirmation code.'],
  ['texts-and-settings/auth/resend-confirm.schema.json', '/errorMessage/required/username', 'You must provide a valid email address to resend a confirmation code.'],
  ['texts-and-settings/messages.json', '/welcomeBackText', "You're almost there."],
  ['uischemas/pages.json', '/pages/1/title', 'Your Academics'],
  ['texts-and-settings/messages.json', '/submitted', 'Your application was successfully submitted.'],
  ['texts-and-settings/auth/confirm.schema.json', '/properties/username/errorMessage', 'Your email address must be valid.'],
  ['texts-and-settings/auth/confirm.schema.json', '/errorMessage/required/username', 'Your email address must be valid.'],
  ['texts-and-settings/auth/forgot-password.schema.json', '/properties/username/errorMessage', 'Your email address must be valid.'],
  ['texts-and-settings/auth/forgot-password.schema.json', '/errorMessage/required/username', 'Your email address must be valid.'],
  ['texts-and-settings/auth/reset-password.schema.json', '/properties/username/errorMessage', 'Your email address must be valid.'],
  ['texts-and-settings/auth/reset-password.schema.json', '/errorMessage/required/username', 'Your email address must be valid.'],
  ['texts-and-settings/auth/signup.schema.json', '/properties/username/errorMessage', 'Your email address must be valid.'],
  ['texts-and-settings/auth/signup.schema.json', '/errorMessage/required/username', 'Your email address must be valid.'],
  ['texts-and-settings/file-upload.json', '/messages/empty', 'Your file is empty. Please upload a non-empty file.'],
  ['texts-and-settings/file-upload.json', '/messages/tooLarge', 'Your file is too large. The maximum file size is 1 MB.'],
  ['texts-and-settings/messages.json', '/sessionInvalid', 'Your session is invalid. Please clear your cookies and login again.'],
  ['schemas/about.schema.json', '/allOf/1/then/properties/zip/errorMessage/minLength', 'ZIP/Postal Code must be at least 5 characters.'],
  ['texts-and-settings/auth/password-rules.json', '/mismatchMessage', 'passwords must match'],
];

/** [UI schema, the answer key of the question, its label in the specification]. */
const LABELS: [StaffFile, string, string][] = [
  ['uischemas/about.uischema.json', 'address_line_1', 'Address'],
  ['uischemas/about.uischema.json', 'parent_address_line_1', 'Address'],
  ['uischemas/about.uischema.json', 'parent_2_address_line_1', 'Address'],
  ['uischemas/about.uischema.json', 'citizenship_type', 'Citizen Type'],
  ['uischemas/about.uischema.json', 'city', 'City'],
  ['uischemas/about.uischema.json', 'mailing_city', 'City'],
  ['uischemas/about.uischema.json', 'parent_city', 'City'],
  ['uischemas/about.uischema.json', 'parent_2_city', 'City'],
  ['uischemas/education.uischema.json', 'hs_city', 'City'],
  ['uischemas/about.uischema.json', 'country', 'Country'],
  ['uischemas/about.uischema.json', 'mailing_country', 'Country'],
  ['uischemas/about.uischema.json', 'parent_country', 'Country'],
  ['uischemas/about.uischema.json', 'parent_2_country', 'Country'],
  ['uischemas/about.uischema.json', 'fin_aid_apply', 'Do you intend to apply for financial aid? '],
  ['uischemas/about.uischema.json', 'first_name', 'First Name'],
  ['uischemas/about.uischema.json', 'legacy_first_name', 'First Name'],
  ['uischemas/about.uischema.json', 'parent_first_name', 'First Name'],
  ['uischemas/about.uischema.json', 'parent_2_first_name', 'First Name'],
  ['uischemas/about.uischema.json', 'gender', 'Gender'],
  ['uischemas/final-steps.uischema.json', 'housing_pref', 'I would like to:'],
  ['uischemas/about.uischema.json', 'last_name', 'Last Name'],
  ['uischemas/about.uischema.json', 'legacy_last_name', 'Last Name'],
  ['uischemas/about.uischema.json', 'parent_last_name', 'Last Name'],
  ['uischemas/about.uischema.json', 'parent_2_last_name', 'Last Name'],
  ['uischemas/education.uischema.json', 'hs_name', 'Search for Your School'],
  ['uischemas/education.uischema.json', 'gpa_scale', 'What GPA scale is used?'],
  ['uischemas/about.uischema.json', 'citizenship', 'What is your country of citizenship?'],
  ['uischemas/final-steps.uischema.json', 'entry_term', 'When do you plan to enroll?'],
];

describe("the demo words are the specification's", () => {
  it.each(TEXTS)('%s %s', (file, pointer, words) => {
    expect(staffText(file, pointer)).toBe(words);
  });

  it.each(LABELS)('%s: the question %s', (file, key, words) => {
    expect(controlLabel(file, key)).toBe(words);
  });
});

describe("the demo limits are the specification's", () => {
  it('logs an idle applicant out after 15 minutes (900000 ms), warns 60 seconds before, and throttles activity to 200 ms', () => {
    expect([idleTimeout.idleMs, idleTimeout.warningBeforeMs, idleTimeout.activityThrottleMs]).toEqual([900_000, 60_000, 200]);
  });

  it('lets an AddAnother repeat its block at most 10 times', () => {
    expect(uischemaMeta.definitions.AddAnother.properties.options.properties.prefixes.maxItems).toBe(10);
  });
});
