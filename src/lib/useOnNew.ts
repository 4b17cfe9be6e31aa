import { useState } from 'react';

/** Runs `onNew` once for each new non-null value, during render so its state update lands in the same pass. */
export function useOnNew<T>(value: T | null | undefined, onNew: (value: T) => void): void {
  const [seen, setSeen] = useState<T | null | undefined>(null);
  if (value != null && value !== seen) {
    setSeen(value);
    onNew(value);
  }
}
