/** The renderers only the Next Steps page (final-steps) shows, loaded as one chunk by manifest.ts. */
export { FileUploadDisplayRenderer, FileUploadRenderer } from './file-upload/index.ts';
export { TabsDisplayRenderer, TabsRenderer } from './tabs/index.ts';
