/** A value made on first use, then kept: `once(() => new RegExp(…))` lets a module hold a pattern built from a vocabulary file without reading the file when the module is loaded. */
export function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
