/**
 * What a numeric field keeps of what was typed or pasted: its digits, at most `max` of them. A phone pasted as
 * '98765 43210' or a PIN as '110 024' becomes the digits the backend expects instead of failing its rule.
 */
export const digitsOnly = (value: string, max = Infinity): string => value.replace(/\D/g, '').slice(0, max);

export const keepDigits =
  (max = Infinity) =>
  (value: string): string =>
    digitsOnly(value, max);
