/** The control surface's one page (`/__mock/`): plain HTML forms, so it works on any phone without script. */
import { endpointNames } from '../../src/api/endpoints';
import { db } from '../../mocks/db';
import { getRequestLog } from '../../mocks/requestLog';
import { getScenario, SCENARIOS } from '../../mocks/scenarios';

const escape = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${escape(value)}"${selected ? ' selected' : ''}>${escape(label)}</option>`;

const time = (ms: number) => new Date(ms).toLocaleTimeString('en-GB');

export function controlPage(stateFile: string, message = ''): string {
  const scenario = getScenario();
  const outbox = db().outbox;
  const log = getRequestLog().slice(0, 30);
  const names = Object.entries(SCENARIOS).map(([name, label]) => option(name, label, name === scenario.name));
  const endpoints = [
    option('', 'every call', scenario.endpoint === null),
    ...endpointNames.map((name) => option(name, name, name === scenario.endpoint)),
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mock server</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:1rem;max-width:60rem}table{border-collapse:collapse;width:100%}
div{overflow-x:auto}td,th{border-bottom:1px solid #ccc;padding:.25rem;text-align:left;vertical-align:top}code{font-size:1.1em}
form{margin:.5rem 0}label{margin-right:.5rem}.note{color:#555}.message{background:#fff3cd;padding:.5rem}
</style></head><body>
<h1>Mock server</h1>
${message ? `<p class="message" role="status">${escape(message)}</p>` : ''}
<p class="note">One mock backend for every client of this server: the data, the scenario and the request log are
shared by all of them. State file: <code>${escape(stateFile)}</code>.</p>
<h2>Scenario</h2>
<form method="post" action="/__mock/scenario">
<label>Failure <select name="name">${names.join('')}</select></label>
<label>for <select name="endpoint">${endpoints.join('')}</select></label>
<label>latency (ms) <input name="mock_latency" type="number" min="0" value="${scenario.latencyMs}" size="6"></label>
<button>Apply</button></form>
<h2>OTP e-mails</h2>
${
  outbox.length
    ? `<div><table><tr><th>to</th><th>for</th><th>code</th><th>sent</th></tr>${outbox
        .map(
          (mail) =>
            `<tr><td>${escape(mail.to)}</td><td>${escape(mail.audience)}</td><td><code>${escape(mail.code)}</code></td><td>${time(mail.sent_at)}</td></tr>`,
        )
        .join('')}</table></div>`
    : '<p>No OTP sent yet.</p>'
}
<h2>Data</h2>
<p><a href="/__mock/export">Export the state</a> (a mock-state JSON file, importable in the mock panel) ·
<a href="/__mock/log.har">Export the request log</a> (HAR)</p>
<form method="post" action="/__mock/reset"><button>Reset data to the seed</button>
<span class="note">accounts, bookings and catalogue changes are lost</span></form>
<h2>Request log</h2>
<p class="note">The last ${log.length} calls, newest first, secrets masked (<a href="/__mock/log">JSON</a>).</p>
<div><table><tr><th>time</th><th>call</th><th>status</th><th>scenario</th></tr>${log
    .map(
      (call) =>
        `<tr><td>${time(call.time)}</td><td>${escape(call.method)} ${escape(call.path)}<br><span class="note">${escape(call.endpoint ?? '')}</span></td><td>${escape(call.status ?? 'pending')}</td><td>${escape(call.scenario)}</td></tr>`,
    )
    .join('')}</table></div>
</body></html>`;
}
