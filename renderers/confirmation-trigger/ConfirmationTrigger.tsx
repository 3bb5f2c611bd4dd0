import { useId, useMemo, useState } from 'react';
import type { Layout, LayoutProps } from '@jsonforms/core';
import { useJsonForms } from '@jsonforms/react';
import { Box, Button, Checkbox, FormControlLabel } from '@mui/material';
import { isAnswered } from '../../src/shared/form/answer-model.ts';
import type { UiElement } from '../../src/shared/form/types.ts';
import { controlKeysOf } from '../../src/shared/form/uischema-tree.ts';
import { LayoutChildren } from '../layouts/LayoutChildren.tsx';

/**
 * Content revealed by a button toggle or a checkbox (`options.mode`), placed before or after it
 * (`options.position`); `optional` content starts revealed. Content holding answers or errors always shows,
 * so nothing stored or asked for is out of sight.
 */
export function ConfirmationTrigger({ uischema, schema, path, enabled, renderers, cells, data }: LayoutProps) {
  const options = uischema.options ?? {};
  const keys = useMemo(() => controlKeysOf(uischema as UiElement), [uischema]);
  const errors = useJsonForms().core?.additionalErrors ?? [];
  const mustShow = keys.some((key) => isAnswered(data?.[key])) || errors.some((error) => keys.includes(error.instancePath.slice(1)));
  const [open, setOpen] = useState(options.position === 'optional');
  const contentId = useId();
  const revealed = open || mustShow;

  const trigger =
    options.mode === 'checkbox' ? (
      <FormControlLabel
        label={options.label}
        control={<Checkbox checked={revealed} onChange={(event) => setOpen(event.target.checked)} inputProps={{ 'aria-controls': contentId }} />}
      />
    ) : (
      <Box>
        <Button variant="text" aria-expanded={revealed} aria-controls={contentId} onClick={() => setOpen(!revealed)}>
          {options.label}
        </Button>
      </Box>
    );
  const content = (
    <Box id={contentId} sx={{ display: 'flex', flexDirection: 'column' }}>
      {revealed && (
        <LayoutChildren elements={(uischema as Layout).elements ?? []} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />
      )}
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', my: 1 }}>
      {options.position === 'before' && content}
      {trigger}
      {options.position !== 'before' && content}
    </Box>
  );
}
