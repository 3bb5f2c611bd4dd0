import { inStages, nextTask } from './lib/stages.ts';

// The entry stays small and brings the app in stages, each evaluated in a task of its own (lib/stages.ts): React
// with its DOM renderer (the largest module of a first visit), emotion (MUI's styling engine), the theme, the app's
// providers, then the router and the start (boot/start-app.tsx), which brings the page's frame and body in stages of
// their own before the first render. The build gives each stage its chunks (scripts/chunk-groups.ts).
const stages = [() => import('react-dom/client'), () => import('@emotion/react'), () => import('./app/theme.ts'), () => import('./app/App.tsx')];
void nextTask()
  .then(() => inStages(stages, () => import('./boot/start-app.tsx')))
  .then(({ startApp }) => startApp());
