import type { ShouldRevalidateFunction } from 'react-router-dom';

/** For a route whose writes change nothing it reads: after a submission its loaders do not run again. */
export const keepReadsAfterWrites: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? false : defaultShouldRevalidate;
