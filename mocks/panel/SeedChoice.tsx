/** The choice of seed: generated, or recorded from the real backend. Choosing re-seeds, like "Reset data". */
import { useSyncExternalStore } from 'react';
import { resetDb } from '../db';
import { PanelSelect } from './PanelSelect';
import { chooseSeed, chosenSeed, getRecordedSeed, onSeedChange, seedInUse, type SeedName } from '../seedChoice';

function note(chosen: SeedName): string {
  const recorded = getRecordedSeed();
  if (!recorded)
    return chosen === 'recorded'
      ? 'No recorded fixtures in fixtures/recorded/: the generated seed is used. Record them with npm run fixtures:import -- <file.har>.'
      : 'No recorded fixtures yet (npm run fixtures:import -- <file.har>).';
  const counts = `${recorded.categories.length} categories, ${recorded.services.length} services`;
  return chosen === 'recorded'
    ? `Recorded from ${recorded.source}: ${counts}; the demo accounts are kept. Changing the seed resets the mock data.`
    : `Recorded fixtures available (${counts}). Changing the seed resets the mock data.`;
}

export function SeedChoice({ onChosen = () => window.location.reload() }: { onChosen?: () => void }) {
  useSyncExternalStore(onSeedChange, () => `${chosenSeed()}|${seedInUse()}|${getRecordedSeed() ? 'y' : 'n'}`);
  const chosen = chosenSeed();
  return (
    <>
      <PanelSelect
        id="mock-seed"
        label="Seed data"
        className="mb-0"
        aria-describedby="mock-seed-note"
        value={chosen}
        onChange={(name) => {
          chooseSeed(name as SeedName);
          resetDb();
          onChosen();
        }}
      >
        <option value="generated">Generated</option>
        <option value="recorded" disabled={!getRecordedSeed() && chosen !== 'recorded'}>
          Recorded from the real backend
        </option>
      </PanelSelect>
      <div id="mock-seed-note" className="form-text mb-3">
        {note(chosen)}
      </div>
    </>
  );
}
