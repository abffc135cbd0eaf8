import fc from 'fast-check'
import { z, type ZodType } from 'zod'

/** The part of JSON Schema that zod's toJSONSchema writes for the contract's schemas. */
interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
}

/** What attackers type: SQL and LIKE metacharacters, markup, NUL, odd unicode, path tricks. */
export const HOSTILE_STRINGS = [
  `'`,
  `"`,
  `;`,
  `--`,
  `/*`,
  `*/`,
  `\\`,
  `%`,
  `_`,
  `' OR '1'='1`,
  `'); drop table public.users; --`,
  `1; select pg_sleep(5)`,
  `%' or 1=1 --`,
  `\\'`,
  `$1`,
  `$$`,
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e\u0041',
  '𝕏🙂👩‍👩‍👧',
  'ẞ\u0301\u0301\u0301',
  '',
  ' ',
  '\t\n\r',
  '<script>window.__xss=1</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '{{7*7}}',
  '${7*7}',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '0x1f',
  'true',
  'null',
  '__proto__',
  'constructor',
  '2026-02-30',
  '25:99',
  'A'.repeat(5000),
]

/** Numbers at and past every edge. */
export const HOSTILE_NUMBERS = [0, -0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e-320, 0.1 + 0.2]

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  // A megabyte: past every body limit (413), or a huge query string.
  { arbitrary: fc.constant('x'.repeat(1024 * 1024)), weight: 1 },
)

/** Any JSON value, nested a little, with hostile leaves and keys. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', '$ne', 'id', 'user_id'), fc.string({ maxLength: 8 })),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value

/** Something of the wrong kind in place of any value: another type, a hostile string, an array for an object. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, [], {}, [{}], [[[[[]]]]]),
  anyJson,
)

/** A value shaped by the schema, each part replaced by a hostile one now and then. */
function shaped(node: JsonSchema): fc.Arbitrary<unknown> {
  const options = node.anyOf ?? node.oneOf
  if (options) return fc.oneof(...options.map(mixed))
  if (node.allOf?.length) return mixed(node.allOf[0])
  if (node.enum) return fc.constantFrom(...node.enum)
  if (node.const !== undefined) return fc.constant(node.const)
  const type = Array.isArray(node.type) ? node.type[0] : node.type
  switch (type) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([key, child]) => [key, mixed(child)]),
      )
      return fc.record(properties, { requiredKeys: (node.required ?? []).filter((k) => k in properties) })
    }
    case 'array':
      return fc.array(node.items ? mixed(node.items) : anyJson, {
        minLength: node.minItems ?? 0,
        maxLength: Math.min(node.maxItems ?? 5, 25),
      })
    case 'string':
      if (node.pattern) return fc.stringMatching(new RegExp(node.pattern))
      if (node.format === 'email') return fc.emailAddress()
      if (node.format === 'uuid') return fc.uuid()
      if (node.format === 'uri' || node.format === 'url') return fc.webUrl()
      if (node.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
      return fc.string({
        minLength: node.minLength ?? 0,
        maxLength: Math.min(node.maxLength ?? 40, (node.minLength ?? 0) + 200),
      })
    case 'integer':
      return fc.integer({
        min: Math.max(node.minimum ?? -1e6, -(2 ** 31)),
        max: Math.min(node.maximum ?? 1e6, 2 ** 31 - 1),
      })
    case 'number':
      return fc.double({ min: node.minimum ?? -1e6, max: node.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return anyJson
  }
}

function mixed(node: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: shaped(node), weight: 5 }, { arbitrary: hostileValue, weight: 1 })
}

/** The JSON Schema of what a zod schema accepts as input (transforms and refinements drop out). */
export function inputSchemaOf(schema: ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

/** Objects for a JSON body: mostly schema-shaped with hostile parts, sometimes anything at all. */
export function bodyArbitrary(schema: ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return anyJson
  return fc.oneof({ arbitrary: mixed(inputSchemaOf(schema)), weight: 4 }, { arbitrary: anyJson, weight: 1 })
}

/** A value as it travels in a URL: strings as they are, anything else as JSON or text. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? '')

/**
 * Query or path parameters: the schema's keys with shaped or hostile values (arrays become repeated
 * keys), plus now and then a key no schema has.
 */
export function paramsArbitrary(schema: ZodType | undefined, keys: string[] = []): fc.Arbitrary<[string, string][]> {
  const properties = schema ? (inputSchemaOf(schema).properties ?? {}) : {}
  const names = [...new Set([...Object.keys(properties), ...keys])]
  const entry = (name: string): fc.Arbitrary<[string, string][]> =>
    (properties[name] ? mixed(properties[name]) : hostileValue).map((value) =>
      Array.isArray(value) && value.length > 0
        ? value.map((v): [string, string] => [name, asText(v)])
        : [[name, asText(value)]],
    )
  return fc
    .tuple(
      fc.tuple(...names.map((name) => fc.option(entry(name), { freq: 4 }))),
      fc.option(fc.tuple(fc.constantFrom('id', 'page[]', '__proto__', 'limit', 'sort'), hostileString), { freq: 3 }),
    )
    .map(([entries, extra]) => [...entries.flatMap((e) => e ?? []), ...(extra ? [extra] : [])])
}
