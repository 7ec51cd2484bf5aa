/**
 * Removes spaces and tabs at the end of every line. A loop, not `/[ \t]+\n/g`: that regex is quadratic on a
 * long run of spaces that is not followed by a newline, which a hostile document can supply.
 */
export function trimLineEnds(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      let end = line.length;
      while (end > 0 && (line.charCodeAt(end - 1) === 0x20 || line.charCodeAt(end - 1) === 0x09)) end--;
      return end === line.length ? line : line.slice(0, end);
    })
    .join('\n');
}
