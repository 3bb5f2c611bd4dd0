import { controlTester } from '../common/testers.ts';

export const fileUploadTester = controlTester('fileUpload');
