import type { AnswerLayoutProps } from '../common/with-answer-props.tsx';
import Button from '@mui/material/Button';
import { Column } from '../common/Column.ts';
import { useFormContext } from '../common/form-context.tsx';
import { rendererTexts } from '../common/texts.ts';
import { AddAnotherBlocks } from './AddAnotherBlocks.tsx';
import { blocksOf, canAddAnother, shownBlockCount } from './blocks.ts';

/**
 * Repeated blocks: as many as the stored count for `options.buttonId`. 'Add Another' asks the client
 * to save count + 1 (PUT /api/add-another); the client reports a failure with its toast.
 */
export function AddAnother(props: AnswerLayoutProps) {
  const { isLoggedIn, addAnother } = useFormContext();
  const buttonId: string = props.uischema.options?.buttonId ?? '';
  const available = blocksOf(props.uischema).length;
  const count = shownBlockCount(addAnother.counts[buttonId], available);
  return (
    <Column>
      <AddAnotherBlocks {...props} count={count} />
      {canAddAnother(isLoggedIn, count, available) && (
        <div>
          <Button id={buttonId} variant="outlined" sx={{ mt: 1 }} onClick={() => addAnother.onAdd(buttonId)}>
            {rendererTexts.addAnother}
          </Button>
        </div>
      )}
    </Column>
  );
}
