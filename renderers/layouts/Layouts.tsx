import { useId } from 'react';
import type { LabelElement, Layout } from '@jsonforms/core';
import { styled, Typography } from '@mui/material';
import { Column } from '../common/Column.ts';
import { useFormContext } from '../common/form-context.tsx';
import { withTenantValues } from '../common/texts.ts';
import { LayoutChildren } from '../common/LayoutChildren.tsx';
import { SectionNameProvider } from '../common/section-name.tsx';
import type { AnswerLayoutProps } from '../common/with-answer-props.tsx';

const Row = styled('div')(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', columnGap: theme.spacing(2), '& > *': { flex: '1 1 12rem', minWidth: 0 } }));
const Section = styled('section')(({ theme }) => ({ display: 'flex', flexDirection: 'column', marginTop: theme.spacing(3) }));

function renderElements({ uischema, schema, path, enabled, renderers, cells }: AnswerLayoutProps) {
  return (
    <LayoutChildren
      elements={(uischema as Layout).elements ?? []}
      schema={schema}
      path={path}
      enabled={enabled}
      renderers={renderers}
      cells={cells}
    />
  );
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
 * it, so a question repeated in another section is told apart (Parent/Guardian 1 and 2).
 */
export function Group(props: AnswerLayoutProps) {
  const label = (props.uischema as Layout & { label?: string }).label;
  const headingId = useId();
  if (!label) return <Section>{renderElements(props)}</Section>;
  return (
    <Section>
      <Typography component="h3" variant="h6" id={headingId}>
        {label}
      </Typography>
      <SectionNameProvider name={{ id: headingId, text: label }}>{renderElements(props)}</SectionNameProvider>
    </Section>
  );
}

/** Text between the questions (`{"type": "Label", "text": ...}`). */
export function Label({ uischema }: AnswerLayoutProps) {
  const { tenantTexts } = useFormContext();
  return <Typography sx={{ my: 1 }}>{withTenantValues((uischema as LabelElement).text, tenantTexts)}</Typography>;
}
