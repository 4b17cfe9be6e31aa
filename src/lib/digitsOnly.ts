/** A phone pasted as '98765 43210' becomes the digits the backend expects instead of failing its rule. */
export const digitsOnly = (value: string, max = Infinity): string => value.replace(/\D/g, '').slice(0, max);

export const keepDigits =
  (max = Infinity) =>
  (value: string): string =>
    digitsOnly(value, max);
