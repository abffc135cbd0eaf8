// The browser's entry, kept tiny (ADR 011, "When the app starts"). The signed-in screens arrive as
// the empty shell: the app starts at once and renders them. A public page arrives rendered by the
// server (entry-server.tsx) and already works as plain HTML (links, the GET search form), so the
// app starts once the page has loaded and the main thread is idle, or at the visitor's first
// touch, click or key press if that comes first: its download and start-up never hold back the
// page's first paint or its largest image.
const serverRendered = '$_TSR' in window

function start() {
  void import('./app').then(({ startApp }) => startApp(serverRendered))
}

if (!serverRendered) start()
else {
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const
  let started = false
  const startOnce = () => {
    if (started) return
    started = true
    for (const name of events) removeEventListener(name, startOnce, true)
    start()
  }
  for (const name of events) addEventListener(name, startOnce, { capture: true, passive: true })
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(startOnce, { timeout: 1000 })
    else setTimeout(startOnce, 50)
  }
  if (document.readyState === 'complete') whenIdle()
  else {
    addEventListener('load', whenIdle, { once: true })
    // Images still arriving on a slow connection hold back `load`: the app starts after 3 s anyway.
    setTimeout(startOnce, 3000)
  }
}
