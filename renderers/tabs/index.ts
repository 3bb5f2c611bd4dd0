import { withAnswerLayoutProps } from '../common/with-answer-props.tsx';
import { Tabs } from './Tabs.tsx';
import { TabsDisplay } from './TabsDisplay.tsx';

export { tabsTester } from './tester.ts';
export const TabsRenderer = withAnswerLayoutProps(Tabs);
export const TabsDisplayRenderer = withAnswerLayoutProps(TabsDisplay);
