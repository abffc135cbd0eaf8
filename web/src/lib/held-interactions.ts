// Part of the tiny browser entry (main.tsx): keep it free of imports.

/** Controls whose click only the app can answer: in plain HTML they do nothing, or the wrong thing. */
const APP_CONTROL =
  'button, label, [role="button"], [role="tab"], [role="combobox"], [role="switch"], [role="checkbox"], [role="radio"], [role="option"], [aria-expanded]'
/** How long a held click waits for the app to take over its control before it is let go. */
const REPLAY_WAIT_MS = 15_000

/** React marks each element it has hydrated with a `__reactFiber$…` key. */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
}

/**
 * Until the app runs on a server-rendered page, holds the last click on a control that needs it
 * (and the submit of a form with no address, which plain HTML would send as a GET to this page),
 * then replays it once React owns that control. Links and forms with an `action` are left alone:
 * they work in plain HTML, and the next page is rendered by the server.
 */
export function holdUntilStarted(): { replay: () => void } {
  let click: HTMLElement | null = null
  let submit: HTMLFormElement | null = null
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    if (!target || target.closest('a[href]')) return
    const control = target.closest<HTMLElement>(APP_CONTROL)
    if (!control) return
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form?.hasAttribute('action')) {
      return
    }
    event.preventDefault()
    click = control
    submit = null
  }
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return
    event.preventDefault()
    submit = form
    click = null
  }
  addEventListener('click', onClick, true)
  addEventListener('submit', onSubmit, true)

  const replay = () => {
    removeEventListener('click', onClick, true)
    removeEventListener('submit', onSubmit, true)
    const element = click ?? submit
    if (!element) return
    const until = performance.now() + REPLAY_WAIT_MS
    const attempt = () => {
      if (!element.isConnected) return
      if (!ownedByReact(element)) {
        if (performance.now() < until) requestAnimationFrame(attempt)
        return
      }
      if (element instanceof HTMLFormElement) element.requestSubmit()
      else element.click()
    }
    attempt()
  }
  return { replay }
}
