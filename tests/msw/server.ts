import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The data hosts as the tests see them: every call of spec section 7, answered from the fixtures. */
export const server = setupServer(...handlers);
