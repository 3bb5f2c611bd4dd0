import { useId } from 'react';
import type { UISchemaElement } from '@jsonforms/core';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { AnswerLayoutProps } from '../common/with-answer-props.tsx';
import { Column } from '../common/Column.ts';
import { headingTag, HeadingsBelow, useHeadingLevel } from '../common/heading-level.tsx';
import { LayoutChildren } from '../common/LayoutChildren.tsx';
import { SectionNameProvider, useSectionName } from '../common/section-name.tsx';
import { repeatedBlockName } from '../common/texts.ts';
import { visuallyHidden } from '../common/visually-hidden.ts';
import { blocksOf } from './blocks.ts';

type BlockProps = Omit<AnswerLayoutProps, 'uischema'> & { elements: UISchemaElement[]; index: number };

/**
 * One block, named for assistive technology after its section and number ('Family Legacy 2', a hidden heading),
 * so its repeated questions are read with whose they are.
 */
function Block({ elements, index, schema, path, enabled, renderers, cells }: BlockProps) {
  const headingId = useId();
  const level = useHeadingLevel();
  const name = repeatedBlockName(useSectionName()?.text ?? '', index + 1);
  return (
    <Column>
      {index > 0 && <Divider sx={{ my: 2 }} />}
      <Typography component={headingTag(level)} id={headingId} style={visuallyHidden}>
        {name}
      </Typography>
      <HeadingsBelow level={level}>
        <SectionNameProvider name={{ id: headingId, text: name }}>
          <LayoutChildren elements={elements} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />
        </SectionNameProvider>
      </HeadingsBelow>
    </Column>
  );
}

/** The first `count` blocks of an AddAnother group, one after the other. */
export function AddAnotherBlocks({ uischema, count, ...props }: AnswerLayoutProps & { count: number }) {
  return blocksOf(uischema)
    .slice(0, count)
    .map((elements, index) => <Block key={index} {...props} elements={elements} index={index} />);
}
