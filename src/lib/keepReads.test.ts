import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { keepReadsAfterWrites } from './keepReads';

const args = (formMethod: string | undefined, defaultShouldRevalidate = true) =>
  ({ formMethod, defaultShouldRevalidate }) as ShouldRevalidateFunctionArgs;

describe('keepReadsAfterWrites', () => {
  it.each(['POST', 'post', 'PUT', 'DELETE'])('keeps the reads after a %s submission', (method) => {
    expect(keepReadsAfterWrites(args(method))).toBe(false);
  });

  it("leaves navigations and GET forms to the router's default", () => {
    expect(keepReadsAfterWrites(args(undefined, true))).toBe(true);
    expect(keepReadsAfterWrites(args('GET', true))).toBe(true);
    expect(keepReadsAfterWrites(args(undefined, false))).toBe(false);
  });
});
