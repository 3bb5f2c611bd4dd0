import { useId } from 'react';
import type { LabelElement, Layout } from '@jsonforms/core';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Column } from '../common/Column.ts';
import { useFormContext } from '../common/form-context.tsx';
import { withTenantValues } from '../common/texts.ts';
import { headingTag, HeadingsBelow, useHeadingLevel } from '../common/heading-level.tsx';
import { LayoutChildren } from '../common/LayoutChildren.tsx';
import { SectionForm } from '../common/section-form.tsx';
import { SectionNameProvider } from '../common/section-name.tsx';
import type { AnswerLayoutProps } from '../common/with-answer-props.tsx';
import { useFormText } from '../common/form-text.tsx';

// Inputs side by side line up at the bottom, so a label that wraps onto two lines does not push its input down.
const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  columnGap: theme.spacing(2),
  '& > *': { flex: '1 1 12rem', minWidth: 0 },
}));
const Section = styled('section')(({ theme }) => ({ display: 'flex', flexDirection: 'column', marginTop: theme.spacing(3) }));

function renderElements({ uischema, schema, path, enabled, renderers, cells }: AnswerLayoutProps) {
  return <LayoutChildren elements={(uischema as Layout).elements ?? []} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />;
}

export function VerticalLayout(props: AnswerLayoutProps) {
  return <Column>{renderElements(props)}</Column>;
}

/** Side by side while there is room; each question keeps at least 12rem. */
export function HorizontalLayout(props: AnswerLayoutProps) {
  return <Row>{renderElements(props)}</Row>;
}

/**
 * A titled section of the page (the page title above it is the h2). Its heading names the groups of inputs inside
 * it, so a question repeated in another section is told apart (Parent/Guardian 1 and 2). A group inside a titled
 * group (Grades of participation in an activity) takes the next heading level and a smaller type. An outermost
 * section holds its fields in a form of their own (SectionForm), named by its heading.
 */
export function Group(props: AnswerLayoutProps) {
  const english = (props.uischema as Layout & { label?: string }).label;
  const text = useFormText();
  const label = english && text(english, english);
  const level = useHeadingLevel();
  const headingId = useId();
  return (
    <Section>
      <SectionForm labelledBy={label ? headingId : undefined}>
        {label ? (
          <>
            <Typography component={headingTag(level)} variant={level <= 3 ? 'h6' : 'subtitle1'} sx={level > 3 ? { fontWeight: 500 } : undefined} id={headingId}>
              {label}
            </Typography>
            <HeadingsBelow level={level}>
              <SectionNameProvider name={{ id: headingId, text: label }}>{renderElements(props)}</SectionNameProvider>
            </HeadingsBelow>
          </>
        ) : (
          renderElements(props)
        )}
      </SectionForm>
    </Section>
  );
}

/** Text between the questions (`{"type": "Label", "text": ...}`). */
export function Label({ uischema }: AnswerLayoutProps) {
  const { tenantTexts } = useFormContext();
  const text = useFormText();
  const english = (uischema as LabelElement).text;
  return <Typography sx={{ my: 1 }}>{withTenantValues(text(english, english), tenantTexts)}</Typography>;
}
