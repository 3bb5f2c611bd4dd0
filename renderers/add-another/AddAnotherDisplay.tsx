import type { AnswerLayoutProps } from '../common/with-answer-props.tsx';
import { useFormContext } from '../common/form-context.tsx';
import { AddAnotherBlocks } from './AddAnotherBlocks.tsx';
import { blocksOf, shownBlockCount } from './blocks.ts';

/** Read-only twin: the stored number of blocks, no button. */
export function AddAnotherDisplay(props: AnswerLayoutProps) {
  const { addAnother } = useFormContext();
  const buttonId: string = props.uischema.options?.buttonId ?? '';
  return <AddAnotherBlocks {...props} count={shownBlockCount(addAnother.counts[buttonId], blocksOf(props.uischema).length)} />;
}
