export const FROZEN_MESSAGE = 'The application has been submitted and can no longer be changed.';
