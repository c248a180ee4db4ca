/** Small hand-written SVG charts for the simulation report: no dependency, every text escaped. */

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const W = 640;
const H = 260;
const M = { left: 48, right: 16, top: 16, bottom: 64 };
const plotW = W - M.left - M.right;
const plotH = H - M.top - M.bottom;
const f = (n: number) => (Math.round(n * 10) / 10).toString();

const frame = (title: string, body: string[]) =>
  `<figure><figcaption>${escapeHtml(title)}</figcaption><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeHtml(title)}">` +
  `<title>${escapeHtml(title)}</title>${body.join('')}` +
  `<line x1="${M.left}" y1="${M.top + plotH}" x2="${M.left + plotW}" y2="${M.top + plotH}" stroke="#333"/>` +
  `<line x1="${M.left}" y1="${M.top}" x2="${M.left}" y2="${M.top + plotH}" stroke="#333"/></svg></figure>`;

const yAxis = (max: number, format: (v: number) => string) => {
  const out: string[] = [];
  for (let i = 0; i <= 4; i++) {
    const v = (max * i) / 4;
    const y = M.top + plotH - (plotH * i) / 4;
    out.push(`<line x1="${M.left}" y1="${f(y)}" x2="${M.left + plotW}" y2="${f(y)}" stroke="#ddd"/>`);
    out.push(`<text x="${M.left - 4}" y="${f(y + 4)}" font-size="11" text-anchor="end">${escapeHtml(format(v))}</text>`);
  }
  return out;
};

export interface Bar {
  readonly label: string;
  readonly value: number;
  /** The interval drawn as an error bar, in the value's units. */
  readonly low?: number;
  readonly high?: number;
}

/** Vertical bars with optional error bars; values between 0 and `max`. */
export function barChart(title: string, bars: readonly Bar[], max: number, format: (v: number) => string): string {
  const body = yAxis(max, format);
  const slot = plotW / Math.max(1, bars.length);
  const y = (v: number) => M.top + plotH - (plotH * Math.min(Math.max(v, 0), max)) / (max || 1);
  bars.forEach((b, i) => {
    const x = M.left + slot * i + slot * 0.15;
    const w = slot * 0.7;
    body.push(`<rect x="${f(x)}" y="${f(y(b.value))}" width="${f(w)}" height="${f(y(0) - y(b.value))}" fill="#4a7ab5"><title>${escapeHtml(`${b.label}: ${format(b.value)}`)}</title></rect>`);
    if (b.low !== undefined && b.high !== undefined) {
      const cx = x + w / 2;
      body.push(`<path d="M${f(cx)} ${f(y(b.low))}V${f(y(b.high))}M${f(cx - 6)} ${f(y(b.low))}h12M${f(cx - 6)} ${f(y(b.high))}h12" stroke="#111" stroke-width="1.5" fill="none"/>`);
    }
    const label = b.label.length > 20 ? `${b.label.slice(0, 19)}…` : b.label; // the whole text: in the table and the tooltip
    // Few bars: labels level under them; many: slanted, so they do not overlap.
    const at = `x="${f(x + w / 2)}" y="${M.top + plotH + 14}" font-size="11"`;
    body.push(bars.length <= 6
      ? `<text ${at} text-anchor="middle">${escapeHtml(label)}</text>`
      : `<text ${at} text-anchor="end" transform="rotate(-25 ${f(x + w / 2)} ${M.top + plotH + 14})">${escapeHtml(label)}</text>`);
  });
  return frame(title, body);
}

/** A histogram of counted values ([value, count] pairs), in at most `bins` equal bins. */
export function histogram(title: string, counts: readonly (readonly [number, number])[], bins = 20): string {
  if (counts.length === 0) return barChart(title, [], 1, String);
  const lo = Math.min(...counts.map(([v]) => v));
  const hi = Math.max(...counts.map(([v]) => v));
  const width = Math.max(1, Math.ceil((hi - lo + 1) / bins));
  const n = Math.floor((hi - lo) / width) + 1;
  const tally = new Array<number>(n).fill(0);
  for (const [v, c] of counts) tally[Math.floor((v - lo) / width)]! += c;
  const max = Math.ceil(Math.max(...tally) / 4) * 4; // whole-number ticks
  const bars = tally.map((c, i) => ({ label: width === 1 ? String(lo + i) : `${lo + i * width}–${lo + (i + 1) * width - 1}`, value: c }));
  return barChart(title, bars, max, (v) => String(Math.round(v)));
}

export interface Series {
  readonly name: string;
  readonly colour: string;
  readonly points: readonly (readonly [number, number])[];
}

/** Lines over x = 1…maxX (e.g. the tokens' race over rounds), with a legend. */
export function lineChart(title: string, series: readonly Series[]): string {
  const xs = series.flatMap((s) => s.points.map(([x]) => x));
  const ys = series.flatMap((s) => s.points.map(([, y]) => y));
  const maxX = Math.max(1, ...xs);
  const maxY = Math.max(1, ...ys);
  const body = yAxis(maxY, (v) => f(v));
  const px = (x: number) => M.left + (plotW * (x - 1)) / Math.max(1, maxX - 1);
  const py = (y: number) => M.top + plotH - (plotH * y) / maxY;
  series.forEach((s, i) => {
    const d = s.points.map(([x, y], j) => `${j ? 'L' : 'M'}${f(px(x))} ${f(py(y))}`).join('');
    if (d) body.push(`<path d="${d}" stroke="${escapeHtml(s.colour)}" stroke-width="2" fill="none"/>`);
    body.push(`<text x="${M.left + 8 + i * 150}" y="${H - 8}" font-size="12" fill="${escapeHtml(s.colour)}">■ ${escapeHtml(s.name)}</text>`);
  });
  for (let x = 1; x <= maxX; x += Math.max(1, Math.ceil(maxX / 10))) {
    body.push(`<text x="${f(px(x))}" y="${M.top + plotH + 14}" font-size="11" text-anchor="middle">${x}</text>`);
  }
  return frame(title, body);
}

export interface DiffRow {
  readonly label: string;
  /** A difference (e.g. of win rates) with its interval, each between −1 and 1. */
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

/** Horizontal bars either side of zero, one row each, with their intervals: the largest effects first. */
export function differenceChart(title: string, rows: readonly DiffRow[], format: (v: number) => string): string {
  const left = 320;
  const right = 24;
  const rowH = 22;
  const top = 8;
  const height = top + rowH * rows.length + 28;
  const span = Math.min(1, Math.max(0.1, ...rows.flatMap((r) => [Math.abs(r.low), Math.abs(r.high)])));
  const max = Math.ceil(span * 10) / 10;
  const x = (v: number) => left + ((W - left - right) * (Math.min(Math.max(v, -max), max) + max)) / (2 * max);
  const body: string[] = [];
  for (const v of [-max, -max / 2, 0, max / 2, max]) {
    body.push(`<line x1="${f(x(v))}" y1="${top}" x2="${f(x(v))}" y2="${top + rowH * rows.length}" stroke="${v === 0 ? '#333' : '#ddd'}"/>`);
    body.push(`<text x="${f(x(v))}" y="${top + rowH * rows.length + 16}" font-size="11" text-anchor="middle">${escapeHtml(format(v))}</text>`);
  }
  rows.forEach((r, i) => {
    const y = top + rowH * i;
    const label = r.label.length > 52 ? `${r.label.slice(0, 51)}…` : r.label;
    body.push(`<text x="${left - 6}" y="${f(y + rowH / 2 + 4)}" font-size="11" text-anchor="end">${escapeHtml(label)}</text>`);
    const x0 = Math.min(x(0), x(r.value));
    body.push(`<rect x="${f(x0)}" y="${f(y + 4)}" width="${f(Math.abs(x(r.value) - x(0)))}" height="${rowH - 8}" fill="${r.value >= 0 ? '#2a7d2a' : '#b53a3a'}"><title>${escapeHtml(`${r.label}: ${format(r.value)} (${format(r.low)} to ${format(r.high)})`)}</title></rect>`);
    const cy = y + rowH / 2;
    body.push(`<path d="M${f(x(r.low))} ${f(cy)}H${f(x(r.high))}M${f(x(r.low))} ${f(cy - 5)}v10M${f(x(r.high))} ${f(cy - 5)}v10" stroke="#111" stroke-width="1.5" fill="none"/>`);
  });
  return `<figure><figcaption>${escapeHtml(title)}</figcaption><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${height}" width="${W}" height="${height}" role="img" aria-label="${escapeHtml(title)}">` +
    `<title>${escapeHtml(title)}</title>${body.join('')}</svg></figure>`;
}
