// postgres.js 3.4.9 (src/result.js, Unlicense) as built by scripts/patch-postgres.mjs: do not edit.
/* eslint-disable */
export default class Result extends Array {
  constructor() {
    super()
    Object.defineProperties(this, {
      count: { value: null, writable: true },
      state: { value: null, writable: true },
      command: { value: null, writable: true },
      columns: { value: null, writable: true },
      statement: { value: null, writable: true }
    })
  }

  static get [Symbol.species]() {
    return Array
  }
}
