import type { LayoutProps } from '@jsonforms/core';
import { Box, Divider } from '@mui/material';
import { LayoutChildren } from '../layouts/LayoutChildren.tsx';
import { blocksOf } from './blocks.ts';

/** The first `count` blocks of an AddAnother group, one after the other. */
export function AddAnotherBlocks({ uischema, schema, path, enabled, renderers, cells, count }: LayoutProps & { count: number }) {
  return blocksOf(uischema)
    .slice(0, count)
    .map((elements, index) => (
      <Box key={index} sx={{ display: 'flex', flexDirection: 'column' }}>
        {index > 0 && <Divider sx={{ my: 2 }} />}
        <LayoutChildren elements={elements} schema={schema} path={path} enabled={enabled} renderers={renderers} cells={cells} />
      </Box>
    ));
}
