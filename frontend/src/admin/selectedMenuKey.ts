/** The entry whose path is the longest prefix of the current path, so record pages keep their list selected. */
export function selectedMenuKey(
  entries: readonly { key: string; path: string }[],
  pathname: string,
): string | undefined {
  return entries
    .filter((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.key;
}
