import type { LabelElement, Layout, LayoutProps } from '@jsonforms/core';
import { Box, Typography } from '@mui/material';
import { LayoutChildren } from './LayoutChildren.tsx';

function renderElements({ uischema, schema, path, enabled, renderers, cells }: LayoutProps) {
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

export function VerticalLayout(props: LayoutProps) {
  return <Box sx={{ display: 'flex', flexDirection: 'column' }}>{renderElements(props)}</Box>;
}

/** Side by side while there is room; each question keeps at least 12rem. */
export function HorizontalLayout(props: LayoutProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, '& > *': { flex: '1 1 12rem', minWidth: 0 } }}>
      {renderElements(props)}
    </Box>
  );
}

/** A titled section of the page. */
export function Group(props: LayoutProps) {
  const label = (props.uischema as Layout & { label?: string }).label;
  return (
    <Box component="section" sx={{ mt: 3, display: 'flex', flexDirection: 'column' }}>
      {label && (
        <Typography component="h3" variant="h6">
          {label}
        </Typography>
      )}
      {renderElements(props)}
    </Box>
  );
}

/** Text between the questions (`{"type": "Label", "text": ...}`). */
export function Label({ uischema }: LayoutProps) {
  return <Typography sx={{ my: 1 }}>{(uischema as LabelElement).text}</Typography>;
}
