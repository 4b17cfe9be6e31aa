/** The WCAG 2.2 AA rule set every page (e2e) and every story (Storybook) is checked against with axe. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
