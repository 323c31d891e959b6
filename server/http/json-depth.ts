/**
 * Whether the JSON text `text` opens more than `maxDepth` arrays and objects inside one another. A linear scan of
 * the raw text, brackets inside strings skipped, that stops at the first level too deep: it needs no parse, so it can
 * run before anything (the parser, the input guard, the schemas) walks the body recursively. Text that is not JSON is
 * scanned all the same and left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === ']' || char === '}') {
      depth -= 1;
    }
  }
  return false;
}
