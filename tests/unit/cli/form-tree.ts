import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './run-cli.ts';
import { staffText } from '../../support/staff-text.ts';

type Json = Record<string, unknown>;

const control = (key: string, options?: Json) => ({ type: 'Control', scope: `#/properties/${key}`, label: key, ...(options ? { options } : {}) });

/** A small, valid pair of form pages; tests break one thing in a copy and run the checker on it. */
export function validTree() {
  return {
    'uischemas/pages.json': {
      $schema: './pages.meta.json',
      applicantNameKeys: ['name'],
      pages: [
        { id: 'about', path: '/about', title: staffText('uischemas/pages.json', '/pages/0/title'), description: 'a' },
        { id: 'education', path: '/education', title: staffText('uischemas/pages.json', '/pages/1/title'), description: 'e' },
      ],
    },
    'schemas/defs.schema.json': {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $defs: {
        yesNo: {
          type: 'string',
          oneOf: [
            { const: 'Y', title: 'Yes' },
            { const: 'N', title: 'No' },
          ],
        },
      },
    },
    'schemas/about.schema.json': {
      $schema: './page.meta.json',
      type: 'object',
      properties: {
        name: { type: 'string' },
        pet: { $ref: 'defs.schema.json#/$defs/yesNo' },
        pet_name: { type: 'string' },
        friend_name: { type: 'string' },
        friend_2_name: { type: 'string' },
      },
      required: ['name'],
      allOf: [{ if: { properties: { pet: { const: 'Y' } }, required: ['pet'] }, then: { required: ['pet_name'], errorMessage: { required: { pet_name: 'Pet name' } } } }],
      errorMessage: { required: { name: 'Name' } },
    } as Json,
    'uischemas/about.uischema.json': {
      $schema: './uischema.meta.json',
      type: 'VerticalLayout',
      elements: [
        control('name'),
        control('pet', { renderer: 'radio' }),
        control('pet_name', { showWhen: { valueKey: 'pet', operator: 'equals', target: 'Y' } }),
        { type: 'AddAnother', options: { buttonId: 'friends', prefixes: ['friend_', 'friend_2_'] }, elements: [control('friend_name')] },
      ] as Json[],
    },
    'schemas/education.schema.json': { $schema: './page.meta.json', type: 'object', properties: { school: { type: 'string' } } } as Json,
    'uischemas/education.uischema.json': { $schema: './uischema.meta.json', type: 'VerticalLayout', elements: [control('school')] as Json[] },
  };
}

export type FormTree = ReturnType<typeof validTree>;
export { control };

/** Writes the tree (plus the real meta-schemas, tenants, texts and settings) into a new temporary folder and returns it. */
export function writeTree(tree: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'form-check-'));
  mkdirSync(join(root, 'schemas'));
  mkdirSync(join(root, 'uischemas'));
  cpSync(join(ROOT, 'schemas/page.meta.json'), join(root, 'schemas/page.meta.json'));
  for (const file of ['uischema.meta.json', 'pages.meta.json', 'renderers.meta.json', 'renderers.json'])
    cpSync(join(ROOT, 'uischemas', file), join(root, 'uischemas', file));
  cpSync(join(ROOT, 'tenants'), join(root, 'tenants'), { recursive: true });
  cpSync(join(ROOT, 'texts-and-settings'), join(root, 'texts-and-settings'), { recursive: true });
  // The tenant prints the tree's pages, not the real ones.
  const pages = (tree['uischemas/pages.json'] as { pages?: Array<{ id: string }> } | undefined)?.pages;
  if (Array.isArray(pages)) {
    const tenantFile = join(root, 'tenants/demo/tenant.json');
    const tenant = JSON.parse(readFileSync(tenantFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(tenantFile, JSON.stringify({ ...tenant, pdfPages: pages.map((page) => page.id) }, null, 2));
  }
  for (const [file, content] of Object.entries(tree)) {
    writeFileSync(join(root, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return root;
}
