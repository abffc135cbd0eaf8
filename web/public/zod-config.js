// zod compiles object parsers with `new Function` when it may, and probes for that as each schema is
// created. The Content-Security-Policy forbids eval, so the probe only yields a violation report:
// `jitless` skips it. zod reads this object when its module loads, so it is set by a classic
// script that runs before the app's (deferred) modules; an external file, as the CSP allows no inline script.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true }
