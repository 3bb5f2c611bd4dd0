import { withAnswerProps } from '../common/with-answer-props.tsx';
import { FileUploadControl } from './FileUploadControl.tsx';
import { FileUploadDisplay } from './FileUploadDisplay.tsx';

export { fileUploadTester } from './tester.ts';
export const FileUploadRenderer = withAnswerProps(FileUploadControl);
export const FileUploadDisplayRenderer = withAnswerProps(FileUploadDisplay);
