/** A web address field's input: the phone's URL keyboard, no spelling marks, the scheme as a hint. */
export const URL_INPUT = { type: 'url', inputMode: 'url', spellCheck: false, placeholder: 'https://' } as const;
