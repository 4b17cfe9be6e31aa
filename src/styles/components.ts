/**
 * Bootstrap's inner-page components as a stylesheet of their own (bootstrap-components.scss). Imported for its
 * side effect: a chunk that imports this module gets the stylesheet before it runs.
 */
import './bootstrap-components.scss';

export const componentStyles = true;
