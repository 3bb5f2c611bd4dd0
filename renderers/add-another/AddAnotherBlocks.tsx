import type { AnswerLayoutProps } from '../common/with-answer-props.tsx';
import { Divider } from '@mui/material';
import { Column } from '../common/Column.ts';
import { LayoutChildren } from '../common/LayoutChildren.tsx';
import { blocksOf } from './blocks.ts';

/** The first `count` blocks of an AddAnother group, one after the other. */
export function AddAnotherBlocks({ uischema, schema, path, enabled, renderers, cells, count }: AnswerLayoutProps & { count: number }) {
  return blocksOf(uischema)
    .slice(0, count)
    .map((elements, index) => (
      <Column key={index}>
        {index > 0 && <Divider sx={{ my: 2 }} />}
        <LayoutChildren elements={elements} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />
      </Column>
    ));
}
