// The app's entry: with VITE_MOCK=msw the dev server answers from Mock Service Worker (no mock server running); a
// production build drops the whole branch, and with it msw and the mock's engine (about 1 MB of JavaScript).
async function enableMocking(): Promise<void> {
  // import.meta.env.DEV is the literal false in `vite build`: the dynamic import below is never bundled.
  if (!import.meta.env.DEV || import.meta.env.VITE_MOCK !== 'msw') return;
  const { worker } = await import('./mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass' }); // run `npx msw init public/` once for the worker script
}

async function render(): Promise<void> {
  const answer = await (await fetch('/api/core/v1/global/configs?keys=site_name')).json();
  document.querySelector('#app')!.textContent = answer.code === 0 ? answer.data.site_name : answer.message;
}

void enableMocking().then(render);
