import { useEffect, useEffectEvent } from 'react';
import type { Notice } from '../../../components/AutoDismissAlert';

/** Loaders answer every failure with a value, so a rejected read is a bug's path: it should not leave a blank. */
export function ReadFailed({ text }: { text: string }) {
  return (
    <div role="alert" className="alert alert-danger">
      {text}
    </div>
  );
}

interface FailureProps {
  answer: object;
  failure: string | null | undefined;
  setNotice: (notice: Notice) => void;
}

/** Each answer of a read that failed puts its text in the page's one alert. */
export function FailureNotice({ answer, failure, setNotice }: FailureProps) {
  const show = useEffectEvent(() => {
    if (failure) setNotice({ variant: 'danger', text: failure });
  });
  useEffect(() => show(), [answer]);
  return null;
}
