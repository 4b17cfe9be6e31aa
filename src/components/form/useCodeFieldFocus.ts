import { useLayoutEffect, useRef } from 'react';
import type { OtpMachine } from './useOtpMachine';

const codeField = (id: string) => document.getElementById(id) as HTMLInputElement | null;

/**
 * Where focus goes in a registration's code box. A code just sent: to the code field, the next thing to type
 * (the Send button that had focus is gone). A code refused: to the field again, its digits selected, so its
 * message is read out (aria-describedby) and the next code typed replaces them. Layout effects: focus moves in
 * the commit that shows the field or its message.
 */
export function useCodeFieldFocus(id: string, { status, codeError }: Pick<OtpMachine, 'status' | 'codeError'>) {
  const before = useRef(status.kind);
  useLayoutEffect(() => {
    const was = before.current;
    before.current = status.kind;
    if (was === 'sending' && status.kind === 'sent') codeField(id)?.focus();
  }, [id, status.kind]);
  useLayoutEffect(() => {
    if (!codeError) return;
    codeField(id)?.focus();
    codeField(id)?.select();
  }, [id, codeError]);
}
