/**
 * QA builds only: the mock backend could not start (no service worker here, `mockServiceWorker.js` missing, no mock
 * chunk), so every call would fail: the page says what happened and what to try. Plain DOM: React may have failed.
 */
export function showMockStartFailure(root: HTMLElement, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  const main = document.createElement('main');
  main.className = 'container py-5';
  main.setAttribute('role', 'alert');
  const heading = document.createElement('h1');
  heading.className = 'h3';
  heading.textContent = 'The mock backend could not start';
  const help = document.createElement('p');
  help.textContent =
    'This test build answers every call from a mock backend that runs as a service worker in your browser. ' +
    'Service workers need https or localhost, and some private windows turn them off. ' +
    'Open the site on localhost or over https in a normal window, then reload.';
  const detail = document.createElement('pre');
  detail.className = 'small text-body-secondary text-wrap';
  detail.textContent = `Reason: ${reason}`;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn btn-primary';
  reload.textContent = 'Reload page';
  reload.addEventListener('click', () => window.location.reload());
  main.append(heading, help, detail, reload);
  root.replaceChildren(main);
  document.title = 'Mock backend could not start';
}
