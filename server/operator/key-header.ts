/** The header that carries the operator key from `npm run admin` to the running server's operator route. */
export const OPERATOR_KEY_HEADER = 'x-operator-key';
