/**
 * The toolbar switch for the mock backend's scenario. A designer picks a failure mode and every call of the story
 * fails that way, through the same mechanism as the mock panel and `?mock=` (mocks/scenarios.ts).
 */
import type { Preview } from '@storybook/react-vite';
import type { ScenarioName } from '../mocks/scenarios';

/** The global's value when the story keeps its own setup (`parameters.mock`, `parameters.msw`). */
export const AS_WRITTEN = 'story';
/** What the menu offers, in the words a designer uses. */
const TOOLBAR_SCENARIOS: Partial<Record<ScenarioName, string>> = {
  normal: 'Normal answers',
  offline: 'Offline (network failure)',
  'server-error': 'Server error (HTTP 500 page)',
  slow: 'Slow (every answer 3 s later)',
};

export const scenarioGlobalTypes: NonNullable<Preview['globalTypes']> = {
  mockScenario: {
    description: 'Mock backend scenario applied to every call of the story',
    toolbar: {
      title: 'Scenario',
      icon: 'lightning',
      dynamicTitle: true,
      items: [
        { value: AS_WRITTEN, title: 'Scenario: as the story sets it' },
        ...Object.entries(TOOLBAR_SCENARIOS).map(([name, label]) => ({ value: name, title: `Scenario: ${label}` })),
      ],
    },
  },
};

/** The scenario the toolbar forces on this render, or null when the story keeps its own. */
export function toolbarScenario(globals: Record<string, unknown> | undefined): ScenarioName | null {
  const value = globals?.mockScenario;
  return typeof value === 'string' && value in TOOLBAR_SCENARIOS ? (value as ScenarioName) : null;
}
