import { createRoot } from 'react-dom/client';
import { NewVersionPrompt } from '../../components/NewVersionPrompt';

/** Shows the prompt in an element of its own after #root: outside the page's forms and React's hydration. */
export function showNewVersionPrompt(reload: () => void): void {
  if (document.getElementById('new-version-root')) return;
  const host = document.createElement('div');
  host.id = 'new-version-root';
  document.body.append(host);
  const root = createRoot(host);
  root.render(<NewVersionPrompt onReload={reload} onDismiss={() => root.unmount()} />);
}
