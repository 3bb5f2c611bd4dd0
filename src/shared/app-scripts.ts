/** The JSON data block of index.html listing the app's scripts (written by the build, read by the page). */
export const APP_SCRIPTS_ID = 'app-scripts';

export interface AppScripts {
  /** The entry script, and the chunks it imports. */
  entry: string;
  preload: string[];
  /** Per landing page's frame (`form`, `auth`), the chunks its first render needs, in the order to evaluate them. */
  stages: Record<string, string[]>;
}
