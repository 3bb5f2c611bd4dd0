import { configure } from '@testing-library/dom';

// findBy*/waitFor give up after 1 s by default; on a busy CI machine JSON Forms' debounce and lazy chunks take longer.
configure({ asyncUtilTimeout: 15_000 });
