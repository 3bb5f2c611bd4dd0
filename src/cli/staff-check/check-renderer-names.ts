import { CONTROL_KINDS } from '../../../renderers/common/control-kinds.ts';
import type { FormProblem } from '../form-check/problems.ts';
import type { StaffFiles } from './staff-files.ts';

const META = 'uischemas/uischema.meta.json';
const ENUM_POINTER = '/definitions/controlOptions/properties/renderer/enum';

/**
 * The renderer names editors offer (uischema.meta.json) are the names the client has renderers for: a name only
 * the meta-schema knows would pass the check and show the applicant a control without its renderer.
 */
export function checkRendererNames(staff: StaffFiles): FormProblem[] {
  const meta = staff.read(META) as { definitions?: { controlOptions?: { properties?: { renderer?: { enum?: unknown } } } } } | undefined;
  if (meta === undefined) return [];
  const offered = meta.definitions?.controlOptions?.properties?.renderer?.enum;
  if (!Array.isArray(offered)) {
    return [{ file: META, pointer: ENUM_POINTER, message: `must list the renderer names: ${CONTROL_KINDS.join(', ')}` }];
  }
  const known = new Set<string>(CONTROL_KINDS);
  const problems: FormProblem[] = [];
  offered.forEach((name, i) => {
    if (!known.has(String(name)))
      problems.push({
        file: META,
        pointer: `${ENUM_POINTER}/${i}`,
        message: `"${String(name)}" has no renderer in renderers/: remove it (renderers: ${CONTROL_KINDS.join(', ')})`,
      });
  });
  const missing = CONTROL_KINDS.filter((name) => !offered.includes(name));
  if (missing.length > 0)
    problems.push({ file: META, pointer: ENUM_POINTER, message: `leaves out ${missing.map((n) => `"${n}"`).join(', ')}, which renderers/ provides: add them` });
  return problems;
}
