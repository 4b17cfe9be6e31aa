import { useState } from 'react';

/**
 * Runs `onNew` (during render, so its state update lands in the same pass) once for each new non-null value:
 * a load's answer or an action's result, each a fresh object. Used to turn them into the page's one alert.
 */
export function useOnNew<T>(value: T | null | undefined, onNew: (value: T) => void): void {
  const [seen, setSeen] = useState<T | null | undefined>(null);
  if (value != null && value !== seen) {
    setSeen(value);
    onNew(value);
  }
}
