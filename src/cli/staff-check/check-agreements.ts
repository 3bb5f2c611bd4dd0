import type { SettingAgreement } from '../../shared/texts/text-contracts.ts';
import type { FormProblem } from '../form-check/problems.ts';
import type { StaffFiles } from './staff-files.ts';

function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .slice(1)
    .split('/')
    .reduce<unknown>((node, segment) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined), data);
}

/**
 * Settings in two files that must stay equal (one in milliseconds, one in seconds, say). A setting that is no longer
 * there (moved into one place) leaves nothing to compare; its meta-schema says whether it may be missing.
 */
export function checkAgreement(staff: StaffFiles, agreement: SettingAgreement): FormProblem[] {
  const { left, right, factor, why } = agreement;
  if (!staff.exists(left.file) || !staff.exists(right.file)) return [];
  const a = valueAt(staff.read(left.file), left.pointer);
  const b = valueAt(staff.read(right.file), right.pointer);
  if (typeof a !== 'number' || typeof b !== 'number' || a === b * factor) return [];
  const unit = factor === 1 ? '' : ` (${factor} × ${right.pointer.split('/').pop()})`;
  return [
    {
      file: left.file,
      pointer: left.pointer,
      message: `is ${a} but ${right.file} ${right.pointer} is ${b}, and ${why}: write ${b * factor}${unit}, or change both`,
    },
  ];
}
