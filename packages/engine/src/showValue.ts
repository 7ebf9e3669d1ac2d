/**
 * A value as it reads in an error message: JSON where it can be written as JSON, with a BigInt
 * shown as `12n`; a value JSON cannot write (a circular object, a throwing `toJSON`) is named by
 * its kind instead. Never throws, so checking a hostile spec fails with the typed error it means
 * rather than a TypeError from the message. @internal
 */
export function showValue(value: unknown): string {
  try {
    const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
    return text ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
