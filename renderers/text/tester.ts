import { controlTester, isPlainStringSchema } from '../common/testers.ts';

/** `options.renderer: "text"`, or any plain string without options, format or renderer. */
export const textTester = controlTester('text', isPlainStringSchema);
