// Part of the tiny browser entry (main.tsx): keep it free of imports but the entry's own.
import { runBookingPreview } from './booking-preview-runner'

/** Controls whose click only the app can answer: in plain HTML they do nothing, or the wrong thing. */
const APP_CONTROL =
  'button, label, [role="button"], [role="tab"], [role="combobox"], [role="switch"], [role="checkbox"], [role="radio"], [role="option"], [aria-expanded]'

/** A tap's events besides its click, each of which React answers on a page it has not hydrated. */
const TAP_PARTS = [
  'touchstart',
  'touchend',
  'touchcancel',
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'auxclick',
  'dblclick',
  'contextmenu',
] as const

/** Whether this browser opens a dialog from `<button commandfor command>` by itself (Chromium 135+, Safari 26.2, Firefox 144). */
const INVOKER_COMMANDS = typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype

/**
 * A tap that leaves for another page before the app runs (a link, the sort's form) is answered at
 * once: a bar at the top of the screen and the page marked busy, until the next page is shown. The
 * browser keeps this page on screen while it waits for the next one, which a slow connection makes
 * seconds; without this the tap would seem lost (issue 36). A page restored from the back-forward
 * cache is shown without it (main.tsx).
 */
export function showLeaving(): void {
  if (document.getElementById('page-progress')) return
  const bar = document.createElement('div')
  bar.id = 'page-progress'
  bar.setAttribute('role', 'progressbar')
  bar.setAttribute('aria-label', 'Loading the page')
  // Above the sticky header and any dialog; the theme's brand colour; a stripe that moves.
  bar.style.cssText =
    'position:fixed;top:0;left:0;right:0;height:3px;z-index:2147483647;pointer-events:none;' +
    'background:linear-gradient(90deg,transparent,var(--chakra-colors-brand-solid,#9e2752) 40%,transparent 80%) 0 0/200% 100%;' +
    'animation:page-progress 1s linear infinite'
  const keyframes = document.createElement('style')
  keyframes.id = 'page-progress-style'
  keyframes.textContent =
    '@keyframes page-progress{from{background-position:100% 0}to{background-position:-100% 0}}' +
    'html[aria-busy=true] main{opacity:.6;transition:opacity .15s}'
  document.head.append(keyframes)
  document.body.append(bar)
  document.documentElement.setAttribute('aria-busy', 'true')
}

/** Clears what showLeaving showed (a page shown again from the back-forward cache). */
export function clearLeaving(): void {
  document.getElementById('page-progress')?.remove()
  document.getElementById('page-progress-style')?.remove()
  document.documentElement.removeAttribute('aria-busy')
}

/** In the page the server rendered (the app's root), but for the booking preview, which the entry answers. */
function onServersPage(target: Element): boolean {
  return Boolean(document.getElementById('root')?.contains(target)) && !target.closest('#booking-preview')
}

/** A plain click on a link to another page of this site, which the browser will load. */
function leavesForPage(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false
  }
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false
  const to = new URL(link.href, location.href)
  if (to.origin !== location.origin) return false
  // Only the fragment changes: no new page (a profile tab's #panel).
  return !(to.pathname === location.pathname && to.search === location.search && to.hash !== '')
}

/**
 * Runs `ready` once the app has committed every part of the page (lib/app-ready.ts) and the router
 * has finished hydrating (it then removes its bootstrap object, `$_TSR`), then `rest` once the parts
 * that hydrate later have too (components/hydrate-later.tsx; at most 5 s after ready): a replayed
 * click's update reaching one still waiting would make React hydrate it at once, in one long task
 * (470-690 ms at 4x on a profile, issue 36). Checked every frame; each runs in a task of its own (a
 * click dispatched while React still runs the commit's effects is not handled).
 */
function whenReady(ready: () => void, rest: () => void): void {
  const isReady = () => document.documentElement.dataset.app === 'ready' && !('$_TSR' in window)
  // (The parts' attributes, named again here: the entry imports none of the app's modules.)
  let readyAt = 0
  const restHydrated = () =>
    performance.now() - readyAt > 5000 ||
    document.querySelectorAll('[data-hydrate-later]:not([data-hydrated])').length === 0
  const attempt = () => {
    if (!readyAt) {
      if (!isReady()) return void requestAnimationFrame(attempt)
      readyAt = performance.now()
      setTimeout(ready, 0)
    }
    if (restHydrated()) setTimeout(rest, 0)
    else requestAnimationFrame(attempt)
  }
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
    if (!target) return
    // React does not see it: its listeners on the root would answer a click on a part of the page
    // not yet hydrated by hydrating that part at once, in the tap's own task (issue 36, INP). What
    // the click does in plain HTML (a link, a <summary>, a popover, a command, a form's submit) is
    // the browser's default and still happens.
    const onServerPage = onServersPage(target)
    if (onServerPage) event.stopPropagation()
    // Links answer in plain HTML: one that loads another page shows at once that it does.
    const link = target.closest<HTMLAnchorElement>('a[href]')
    if (link) {
      // On the server's page no handler of the page's runs for it now; elsewhere, after the page's
      // own handlers (a bubbling listener, once): one of them may keep the visitor here.
      if (onServerPage) {
        if (leavesForPage(event, link)) showLeaving()
      } else {
        addEventListener('click', (e) => void (e === event && leavesForPage(event, link) && showLeaving()), {
          once: true,
        })
      }
      return
    }
    // Disclosures (<summary>) and popover buttons answer in plain HTML; the booking preview's
    // days and times are answered by the entry (lib/booking-preview-runner.ts).
    if (target.closest('summary, [popovertarget], #booking-preview')) return
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
    if (!onServerPage) return
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
    if (!(form instanceof HTMLFormElement)) return
    if (form.hasAttribute('action')) {
      // A form with an address loads its page (the search form, the filters): shown at once.
      addEventListener('submit', (e) => void (e === event && !event.defaultPrevented && showLeaving()), { once: true })
      return
    }
    event.preventDefault()
    submit = form
    click = null
  }
  // A form that names its address and asks for it (the results' sort) is sent when a choice changes:
  // the plain-HTML answer, a page load, not a replay.
  const onChange = (event: Event) => {
    const form = event.target instanceof HTMLSelectElement ? event.target.form : null
    if (form?.hasAttribute('action') && form.hasAttribute('data-submit-on-change')) {
      showLeaving()
      form.submit()
    }
  }
  // The rest of a tap (its touch, pointer and mouse events): React's listeners on the root would
  // answer any of them, on a part of the page not yet hydrated, by hydrating that part at once, in
  // the tap's own task, which then waits for all of it (issue 36: INP 472-792 ms at 4x on a
  // profile's second and third taps). Until the page is ready they stop here, before the root, as
  // the held click does; what a tap does in plain HTML (focus, a select's picker, <details>, a
  // link, scrolling) is the browser's own and still happens. Keys and typing still reach React.
  const onTapPart = (event: Event) => {
    if (event.target instanceof Element && onServersPage(event.target)) event.stopPropagation()
  }
  // A fragment followed on this page (a profile tab's link: its panel shows by `:target`) fires a
  // popstate, which the router hears as soon as it has started: it then renders the page again with
  // the new address at once, hydrating in the same task every part not yet hydrated (a tap on the
  // Services tab while the app started measured 760-1,024 ms at 4x, issue 36's INP). Until the page
  // is ready the router hears of it only then, once, in a task of its own.
  const serversAddress = location.pathname + location.search
  let fragmentFollowed = false
  const onPopState = (event: PopStateEvent) => {
    if (location.pathname + location.search !== serversAddress) return
    event.stopImmediatePropagation()
    fragmentFollowed = true
  }
  addEventListener('popstate', onPopState, true)
  addEventListener('click', onClick, true)
  addEventListener('submit', onSubmit, true)
  addEventListener('change', onChange, true)
  for (const name of TAP_PARTS) addEventListener(name, onTapPart, { capture: true, passive: true })

  // Interactions stay held until the app has committed the page: between the root's creation and
  // then, React may not answer them either.
  // Once the page is ready, the page's clicks are the app's again; the held one is replayed once
  // the parts that hydrate later have hydrated, unless the visitor has clicked again meanwhile.
  let clickedSince = false
  const onLaterClick = () => {
    clickedSince = true
  }
  const replay = () =>
    whenReady(
      () => {
        removeEventListener('click', onClick, true)
        removeEventListener('submit', onSubmit, true)
        removeEventListener('change', onChange, true)
        for (const name of TAP_PARTS) removeEventListener(name, onTapPart, true)
        removeEventListener('popstate', onPopState, true)
        if (fragmentFollowed) dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
        addEventListener('click', onLaterClick, { capture: true, once: true })
      },
      () => {
        removeEventListener('click', onLaterClick, true)
        const element = click ?? submit
        if (clickedSince || !element?.isConnected) return
        if (element instanceof HTMLFormElement) element.requestSubmit()
        else element.click()
      },
    )
  return { replay }
}
