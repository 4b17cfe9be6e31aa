/**
 * Several deferred reads for a part of a page that must stay mounted while they load. <Deferred> draws what
 * waits inside its own boundary, which is new for every promise: right for a list, wrong for a sidebar whose
 * tiles are pressed to start the next read (rebuilt on each press, the pressed tile would take keyboard focus
 * with it). Here each read still goes through <Deferred> (react-router's <Await> in its own boundary), but the
 * boundary draws nothing: it hands the answer to the page, which draws what depends on it where it always was.
 */
import { useState, type ReactNode } from 'react';
import { useAsyncError } from 'react-router-dom';
import { Deferred } from './Deferred';

type Reads<T> = { [K in keyof T]: Promise<T[K]> };
type Answers<T> = { [K in keyof T]: T[K] | null };

/** Loaders turn failures into values, so a rejection is a bug: the route's errorElement shows it. */
function Rethrow(): never {
  throw useAsyncError();
}

/**
 * Each read's answer, or null until it comes (a new promise is null again at once: an answer to an older request
 * never shows). `awaiting` must be rendered somewhere in the page; it draws nothing.
 */
export function useAwaitEach<T extends object>(reads: Reads<T>): { answers: Answers<T>; awaiting: ReactNode } {
  const [settled, setSettled] = useState<ReadonlyMap<Promise<unknown>, unknown>>(new Map());
  const current: Promise<unknown>[] = Object.values(reads);
  const answers = {} as Answers<T>;
  for (const name of Object.keys(reads) as (keyof T)[]) {
    const promise = reads[name];
    answers[name] = settled.has(promise) ? (settled.get(promise) as T[typeof name]) : null;
  }
  const awaiting = (Object.keys(reads) as (keyof T & string)[]).map((name) => (
    <Deferred
      key={name}
      resolve={reads[name]}
      fallback={null}
      errorElement={<Rethrow />}
      onValue={(value) =>
        setSettled((now) => {
          // Only the answers of the promises the page holds now are kept.
          const next = new Map([...now].filter(([promise]) => current.includes(promise)));
          return next.set(reads[name], value);
        })
      }
    >
      {() => null}
    </Deferred>
  ));
  return { answers, awaiting: <>{awaiting}</> };
}
