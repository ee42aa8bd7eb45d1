/** Reads back the chart cells an aid page printed: data-chart/data-row/data-col on each cell's text. */
export function printedCells(svgs: string[], chartId: string): Map<string, string> {
  const cells = new Map<string, string>();
  const unescapeXml = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  for (const svg of svgs)
    for (const m of svg.matchAll(
      /<text [^>]*data-chart="([^"]*)" data-row="(\d+)" data-col="([^"]+)"[^>]*>([^<]*)<\/text>/g,
    ))
      if (unescapeXml(m[1]) === chartId) cells.set(`${m[2]},${m[3]}`, unescapeXml(m[4]));
  return cells;
}
