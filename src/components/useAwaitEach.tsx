/**
 * Several deferred reads for a part of a page that must stay mounted while they load. <Deferred> draws what
 * waits inside its own boundary, which is new for every promise: right for a list, wrong for a sidebar whose
 * tiles are pressed to start the next read (rebuilt on each press, the pressed tile would take keyboard focus
 * with it). Here each read still goes through <Deferred> (react-router's <Await> in its own boundary), but the
 * boundary draws nothing: it hands the answer to the page, which draws what depends on it where it always was.
 */
import { useReducer, type ReactNode } from 'react';
import { useAsyncError } from 'react-router-dom';
import { Deferred } from './Deferred';

type Reads<T> = { [K in keyof T]: Promise<T[K]> };
type Answers<T> = { [K in keyof T]: T[K] | null };

/** What each promise resolved with, once it did; a promise the page no longer holds goes with it. */
const answered = new WeakMap<Promise<unknown>, unknown>();

/** Loaders turn failures into values, so a rejection is a bug: the route's errorElement shows it. */
function Rethrow(): never {
  throw useAsyncError();
}

/**
 * Each read's answer, or null until it comes (a new promise is null again at once: an answer to an older request
 * never shows). `awaiting` must be rendered somewhere in the page; it draws nothing.
 */
export function useAwaitEach<T extends object>(reads: Reads<T>): { answers: Answers<T>; awaiting: ReactNode } {
  const [, render] = useReducer((count: number) => count + 1, 0);
  const names = Object.keys(reads) as (keyof T & string)[];
  const answers = {} as Answers<T>;
  for (const name of names) answers[name] = (answered.get(reads[name]) as T[typeof name] | undefined) ?? null;
  const awaiting = names.map((name) => (
    <Deferred
      key={name}
      resolve={reads[name]}
      fallback={null}
      errorElement={<Rethrow />}
      onValue={(value) => {
        answered.set(reads[name], value);
        render();
      }}
    >
      {() => null}
    </Deferred>
  ));
  return { answers, awaiting: <>{awaiting}</> };
}
