/** i18next key of an error code in the `errors` namespace. */
export const errorKey = (code: string): string => `errors:${code}`;
