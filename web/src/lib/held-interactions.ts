// Part of the tiny browser entry (main.tsx): keep it free of imports but the entry's own.
import { runBookingPreview } from './booking-preview-runner'

/** Controls whose click only the app can answer: in plain HTML they do nothing, or the wrong thing. */
const APP_CONTROL =
  'button, label, [role="button"], [role="tab"], [role="combobox"], [role="switch"], [role="checkbox"], [role="radio"], [role="option"], [aria-expanded]'

/** Whether this browser opens a dialog from `<button commandfor command>` by itself (Chromium 135+, Safari 26.2, Firefox 144). */
const INVOKER_COMMANDS = typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype

/**
 * Runs `action` once the app has committed every part of the page (lib/app-ready.ts) and the
 * router has finished hydrating (it then removes its bootstrap object, `$_TSR`), checked every
 * frame, then in a task of its own (a click dispatched while React still runs the commit's effects
 * is not handled).
 */
function whenReady(action: () => void): void {
  const ready = () => document.documentElement.dataset.app === 'ready' && !('$_TSR' in window)
  const attempt = () => (ready() ? setTimeout(action, 0) : requestAnimationFrame(attempt))
  attempt()
}

/**
 * Until the app runs on a server-rendered page, holds the last click on a control that needs it
 * (and the submit of a form with no address, which plain HTML would send as a GET to this page),
 * then replays it once the app has taken over the page. Links and forms with an `action` are left
 * alone: they work in plain HTML, and the next page is rendered by the server. A choice made in a
 * select before then is not replayed (ADR 011, "Design 2": dispatched again once the page was
 * ready, it was applied alone on the machine and lost under the e2e suite's load).
 */
export function holdUntilStarted(): { replay: () => void } {
  let click: HTMLElement | null = null
  let submit: HTMLFormElement | null = null
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    // Links, disclosures (<summary>) and popover buttons answer in plain HTML; the booking
    // preview's days and times are answered by the entry (lib/booking-preview-runner.ts).
    if (!target || target.closest('a[href], summary, [popovertarget], #booking-preview')) return
    // So do buttons that open a dialog by command (the profile's Book opens the booking preview),
    // where the browser has invoker commands; the preview is filled with that Book's service.
    const invoker = INVOKER_COMMANDS ? target.closest<HTMLElement>('button[commandfor]') : null
    if (invoker) {
      const dialog = document.getElementById(invoker.getAttribute('commandfor') ?? '')
      if (dialog?.id === 'booking-preview' && invoker.getAttribute('command') === 'show-modal') {
        runBookingPreview(dialog, invoker.dataset.serviceId)
      }
      return
    }
    // Outside the server's page (a dialog's portal, which only the app renders): the app answers.
    if (!document.getElementById('root')?.contains(target)) return
    const control = target.closest<HTMLElement>(APP_CONTROL)
    if (!control) return
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form?.hasAttribute('action')) {
      return
    }
    // Stopped too: once React has hydrated the control (before the page is marked ready) it would
    // answer this click as well as the replay, and a toggle would end where it began.
    event.preventDefault()
    event.stopPropagation()
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
  // A form that names its address and asks for it (the results' sort) is sent when a choice changes:
  // the plain-HTML answer, a page load, not a replay.
  const onChange = (event: Event) => {
    const form = event.target instanceof HTMLSelectElement ? event.target.form : null
    if (form?.hasAttribute('action') && form.hasAttribute('data-submit-on-change')) form.submit()
  }
  addEventListener('click', onClick, true)
  addEventListener('submit', onSubmit, true)
  addEventListener('change', onChange, true)

  // Interactions stay held until the app has committed the page: between the root's creation and
  // then, React may not answer them either.
  const replay = () =>
    whenReady(() => {
      removeEventListener('click', onClick, true)
      removeEventListener('submit', onSubmit, true)
      removeEventListener('change', onChange, true)
      const element = click ?? submit
      if (!element?.isConnected) return
      if (element instanceof HTMLFormElement) element.requestSubmit()
      else element.click()
    })
  return { replay }
}
