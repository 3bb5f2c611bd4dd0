import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../../../../src/server/application/service.ts';
import { readTabChoices } from '../../../../src/server/db/application/tabs.ts';
import { createFormRules } from '../../../../src/server/application/form-rules.ts';
import type { UiElement } from '../../../../src/shared/form/index.ts';
import { addAnotherMaximum, largestAddAnotherMaximum, tabGroup } from '../../../../src/shared/form/form-groups.ts';
import { keysClearedByTab, tabGroups } from '../../../../src/shared/form/ui-groups.ts';
import { buildTestApp, type TestApp } from '../helpers/build.ts';
import { logInNewApplicant, type ApplicantBrowser } from '../helpers/session.ts';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

// Each group's maximum is its number of prefixes in the UI schemas: a staff edit moves these, not the test.
const LEGACY = addAnotherMaximum('legacy')!;
const SCHOOLS = addAnotherMaximum('hs')!;
const ACTIVITIES = addAnotherMaximum('activity')!;
const CLASSES = addAnotherMaximum('class')!;
const LARGEST = largestAddAnotherMaximum();
/** The service names the group's maximum; above the form's largest group the body schema refuses first. */
const above = (maximum: number) => new RegExp(`(at most|<=) ${maximum}`);

/** Each test its own applicant, so any test runs alone (`-t`) and in any order. */
const newApplicant = (): Promise<ApplicantBrowser> => logInNewApplicant(test.app);

/** Every AddAnother button of the three pages at its default count: the page files say so, this literal checks it. */
const DEFAULT_COUNTS = { legacy: 1, hs: 1, activity: 1, honor: 1, class: 1, minor: 1 };

describe('/api/add-another', () => {
  it('lists every AddAnother button of the form with its default count of 1', async () => {
    const response = await (await newApplicant()).get('/api/add-another');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_COUNTS);
  });

  it('saves a count up to the number of prefixes of the group', async () => {
    const applicant = await newApplicant();
    expect((await applicant.put('/api/add-another', { button_id: 'legacy', num_components: 2 })).statusCode).toBe(200);
    expect((await applicant.put('/api/add-another', { button_id: 'legacy', num_components: LEGACY })).statusCode).toBe(200);
    expect((await applicant.put('/api/add-another', { button_id: 'hs', num_components: SCHOOLS })).statusCode).toBe(200);
    expect((await applicant.get('/api/add-another')).json()).toEqual({ ...DEFAULT_COUNTS, legacy: LEGACY, hs: SCHOOLS });
  });

  it.each([
    ['above the relatives maximum', { button_id: 'legacy', num_components: LEGACY + 1 }, above(LEGACY)],
    ['above the high-school maximum', { button_id: 'hs', num_components: SCHOOLS + 1 }, above(SCHOOLS)],
    ['above the activity maximum', { button_id: 'activity', num_components: ACTIVITIES + 1 }, above(ACTIVITIES)],
    ['above the class maximum', { button_id: 'class', num_components: CLASSES + 1 }, above(CLASSES)],
    ['above the largest group of the form', { button_id: 'legacy', num_components: LARGEST + 1 }, /num_components/],
    ['below 1', { button_id: 'legacy', num_components: 0 }, /num_components/],
    ['not a whole number', { button_id: 'legacy', num_components: 2.5 }, /num_components/],
    ['a number as text', { button_id: 'legacy', num_components: '2' }, /num_components/],
    ['an unknown button id', { button_id: 'siblings', num_components: 2 }, /siblings/],
    ['a missing field', { button_id: 'legacy' }, /num_components/],
    ['an extra field', { button_id: 'legacy', num_components: 2, prefix: 'x' }, /additional/],
  ])('refuses %s with 400 and keeps the count', async (_case, body, message) => {
    const applicant = await newApplicant();
    await applicant.put('/api/add-another', { button_id: 'legacy', num_components: LEGACY });
    const response = await applicant.put('/api/add-another', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await applicant.get('/api/add-another')).json()).toEqual({ ...DEFAULT_COUNTS, legacy: LEGACY });
  });
});

describe('/api/tabs', () => {
  it('lists every Tabs group of the form with its default tab', async () => {
    expect((await (await newApplicant()).get('/api/tabs')).json()).toEqual({ personal_statement: 'type', resume: 'type' });
  });

  it('saves the chosen tab over HTTP', async () => {
    const applicant = await newApplicant();
    const response = await applicant.put('/api/tabs', { tab_id: 'resume', chosen_tab: 'upload' });
    expect(response.statusCode).toBe(200);
    expect((await applicant.get('/api/tabs')).json()).toEqual({ personal_statement: 'type', resume: 'upload' });
  });

  it('answers the keys it cleared with the choice, so the browser does not send them back empty', async () => {
    const applicant = await newApplicant();
    expect((await applicant.put('/api/answer', { resume_essay: 'Typed before the switch' })).statusCode).toBe(200);
    const response = await applicant.put('/api/tabs', { tab_id: 'resume', chosen_tab: 'upload' });
    expect(response.statusCode).toBe(200);
    const { cleared } = response.json();
    expect(cleared).toEqual(keysClearedByTab(tabGroup('resume')!, 'upload'));
    expect(cleared).toContain('resume_essay');
    expect((await applicant.get('/api/profile')).json().answer).not.toHaveProperty('resume_essay');
  });

  it.each([
    ['an unknown tab id', { tab_id: 'no_such_tabs', chosen_tab: 'upload' }, /no_such_tabs/],
    ['a tab the group does not have', { tab_id: 'resume', chosen_tab: 'constructor' }, /constructor/],
    ['a missing field', { tab_id: 'resume' }, /chosen_tab/],
    ['an extra field', { tab_id: 'resume', chosen_tab: 'upload', clear: false }, /additional/],
  ])('refuses %s with 400', async (_case, body, message) => {
    const response = await (await newApplicant()).put('/api/tabs', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('choosing a tab (service, over a Tabs group of a test UI schema)', () => {
  // Two tabs over real answer keys: the page files hold no Tabs group yet.
  const tabsUi: UiElement = {
    type: 'Tabs',
    options: { tabId: 'heritage', defaultTab: 'describe' },
    elements: [
      {
        type: 'Tab',
        label: 'Describe',
        options: { tabKey: 'describe' },
        elements: [{ type: 'Control', scope: '#/properties/ethnicity_addtnl_info' }],
      },
      {
        type: 'Tab',
        label: 'Other',
        options: { tabKey: 'other', clearKeys: ['other', 'gender_iden'] },
        elements: [{ type: 'Control', scope: '#/properties/other' }],
      },
    ],
  };
  const groups = tabGroups([tabsUi]);
  const service = () =>
    createApplicationService({
      ...test.app.applicationDeps,
      rules: {
        ...createFormRules({ characterLimit: 7000, optionLists: {} }),
        tabGroup: (id: string) => groups.get(id),
        tabIds: () => [...groups.keys()],
      },
      now: () => new Date(),
      intendedStudentType: test.app.tenant.intendedStudentType,
      successfulLogins: async () => [],
    });
  const applicantId = `tabs-${Math.random().toString(36).slice(2)}`;

  it('saves the chosen tab and clears the keys of the other tabs with their _desc companions, keeping the rest', async () => {
    const app = service();
    await app.saveAnswers(applicantId, {
      ethnicity_addtnl_info: 'Mexican American',
      other: 'Basque',
      gender_iden: 'W',
      gender_iden_desc: 'Woman',
      first_name: 'Maria',
    });
    expect(await app.getTabs(applicantId)).toEqual({ heritage: 'describe' });

    await app.chooseTab(applicantId, 'heritage', 'describe');
    let answers = (await app.getProfile({ id: applicantId, username: 'x' })).answer;
    expect(answers).toEqual({ ethnicity_addtnl_info: 'Mexican American', first_name: 'Maria' });

    await app.saveAnswers(applicantId, { other: 'Basque' });
    await app.chooseTab(applicantId, 'heritage', 'other');
    answers = (await app.getProfile({ id: applicantId, username: 'x' })).answer;
    expect(answers).toEqual({ other: 'Basque', first_name: 'Maria' });
    expect(await readTabChoices(test.app.db, applicantId)).toEqual({ heritage: 'other' });
  });

  it('refuses a tab the group does not have, changing nothing', async () => {
    const app = service();
    await expect(app.chooseTab(applicantId, 'heritage', 'constructor')).rejects.toMatchObject({ statusCode: 400 });
    expect(await app.getTabs(applicantId)).toEqual({ heritage: 'other' });
  });
});
