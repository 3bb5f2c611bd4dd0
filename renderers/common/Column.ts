import { styled } from '@mui/material/styles';

/**
 * Elements stacked top to bottom. Layouts use styled elements rather than `sx`, which is re-processed on every
 * render.
 */
export const Column = styled('div')({ display: 'flex', flexDirection: 'column' });
