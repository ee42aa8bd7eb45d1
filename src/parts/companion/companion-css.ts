/**
 * The companion's styles: system fonts at a size read at arm's length, touch targets of 48 px, colours that
 * follow the system's dark mode, and nothing wider than the screen (a wide table scrolls inside its own box).
 */
export const COMPANION_CSS = `
:root { color-scheme: light dark; --bg: #fdfcf8; --fg: #1b1b1b; --muted: #5b5b5b; --line: #c9c4b8;
  --accent: #2f5d8a; --accent-fg: #fff; --card: #f2efe6; --bad: #a3261b; --hit: #f4d77a; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #121416; --fg: #ececec; --muted: #a8a8a8; --line: #3b4046; --accent: #7fb0e0;
    --accent-fg: #0d1b29; --card: #1d2125; --bad: #ff8a80; --hit: #6b5a1e; }
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 18px/1.45 system-ui, -apple-system, "Segoe UI",
  Roboto, "Noto Sans", sans-serif; overflow-wrap: break-word; }
header { position: sticky; top: 0; z-index: 3; background: var(--bg); border-bottom: 1px solid var(--line);
  padding: 6px 10px 0; }
h1 { font-size: 1.2rem; margin: 0 0 4px; }
h2 { font-size: 1.2rem; margin: 16px 0 8px; }
h3 { font-size: 1.05rem; margin: 12px 0 6px; }
/* Tabs wrap rather than scroll: the Russian names do not fit one row at 390 px, and a scrolled-off tab is unseen. */
nav { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 2px; }
nav button { flex: 1 1 auto; white-space: nowrap; border-radius: 8px 8px 0 0; background: transparent; color: var(--fg);
  font-size: 0.85rem;
  border: 1px solid transparent; border-bottom: 0; padding: 0 4px; }
nav button[aria-selected="true"] { background: var(--card); border-color: var(--line); font-weight: 700; }
main { padding: 4px 12px 96px; max-width: 720px; margin: 0 auto; }
button, .button, select, textarea, input[type="text"], input[type="file"] {
  min-height: 48px; font: inherit; }
/* Every control in the page's own type, the checkbox too: each size and weight of a face is a font the phone
   looks up and readies before its first frame, so the page keeps to few (18 and 19.2 px bold, 13.6 px, the
   text boxes' monospace). */
input { font: inherit; }
textarea { font: 0.9rem/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, monospace; }
button, .button { display: inline-flex; align-items: center; justify-content: center; padding: 0 16px;
  border-radius: 10px; border: 1px solid var(--accent); background: var(--accent); color: var(--accent-fg);
  text-decoration: none; cursor: pointer; }
button.secondary, .button { background: transparent; color: var(--accent); }
/* Left to itself a file input is as wide as its button and file name in 18 px type (390 px), wider than the
   366 px column of a 390 px phone; filling the column keeps its 48 px height. */
input[type="file"] { width: 100%; }
input[type="text"], select, textarea { width: 100%; padding: 8px 10px; border-radius: 8px;
  border: 1px solid var(--line);
  background: var(--bg); color: var(--fg); }
input[type="checkbox"] { width: 28px; height: 28px; margin: 0 10px 0 0; flex: none; }
.field { margin: 10px 0; }
.field label { display: block; font-weight: 700; margin-bottom: 4px; }
/* One game option a line under the field's own label: its title in plain weight above its choices. */
.field .options label.option { font-weight: 400; margin: 10px 0 0; }
.options label.option > span { display: block; margin-bottom: 4px; }
.field small, .small { display: block; color: var(--muted); font-size: 0.85rem; }
.field.check { display: flex; flex-wrap: wrap; align-items: center; min-height: 48px; }
.field.check label { margin: 0; flex: 1; }
.field.check small { flex-basis: 100%; }
.units { display: grid; gap: 6px; }
form:not(.by-hand) .hand-only { display: none; }
.actions { display: flex; gap: 10px; flex-wrap: wrap; margin: 14px 0; }
.actions > * { flex: 1 1 140px; }
.picker { display: flex; gap: 6px; flex-wrap: wrap; margin: 8px 0; }
.picker button[aria-selected="true"] { outline: 3px solid var(--fg); }
.output { margin: 8px 0; }
pre.report { white-space: pre-wrap; font: 0.8rem/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, monospace;
  background: var(--card); padding: 10px; border-radius: 8px; border: 1px solid var(--line); margin: 8px 0; }
.error { color: var(--bad); font-weight: 700; white-space: pre-line; }
.question { border-left: 4px solid var(--accent); padding-left: 10px; }
.question button { margin: 6px 6px 0 0; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
th, td { border: 1px solid var(--line); padding: 6px; text-align: left; vertical-align: top; }
caption { text-align: left; font-weight: 700; padding: 4px 0; }
.scroll { overflow-x: auto; max-width: 100%; }
.swatched { display: flex; gap: 0.35em; align-items: flex-start; }
.swatch { flex: none; margin-top: 0.15em; }
table.chances th { white-space: nowrap; }
table.chances td:nth-child(2) { min-width: 7.5em; }
table.chances td:nth-child(3) { font-size: 0.85rem; }
table.chances .bar { display: block; height: 6px; background: var(--accent); margin-bottom: 2px; border-radius: 3px; }
table.chances tr.rolled { background: var(--hit); }
tr.night, li.night { background: var(--card); }
details { border: 1px solid var(--line); border-radius: 8px; margin: 8px 0; padding: 0 10px; }
summary { min-height: 48px; display: flex; align-items: center; font-weight: 700; cursor: pointer; padding: 6px 0; }
ol.track { padding-left: 0; list-style: none; display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 6px; }
ol.track li { border: 1px solid var(--line); border-radius: 6px; padding: 6px; }
#aids ul { list-style: none; padding-left: 0.2em; }
ol.entries { padding-left: 1.4em; font-size: 0.9rem; }
ol.entries li { margin: 6px 0; }
.state p { margin: 4px 0; padding-left: 1em; text-indent: -1em; font-size: 0.9rem; }
.state p[data-indent="1"] { margin-left: 1em; }
.state p[data-indent="2"] { margin-left: 2em; }
.map { overflow: auto; max-height: 70vh; border: 1px solid var(--line); border-radius: 8px; touch-action: pan-x pan-y;
  --zoom: 2.4; }
.map svg { display: block; width: calc(var(--zoom) * 100%); height: auto; }
.map .labels text { text-anchor: middle; fill: #1b1b1b; paint-order: stroke; stroke: #fff; stroke-width: 0.6px;
  font-family: system-ui, sans-serif; font-weight: 700; pointer-events: none; }
.zoom { display: flex; gap: 8px; margin: 8px 0; }
.zoom button { flex: 0 0 64px; font-size: 1.2rem; font-weight: 700; }
.spaces [data-space] { fill: transparent; stroke: none; cursor: pointer; }
.spaces [data-space]:active { fill: rgba(47, 93, 138, 0.35); }
.dice-result { font-size: 2rem; font-weight: 700; }
.actions.bar { position: sticky; bottom: 0; z-index: 2; margin: 14px -12px 0; padding: 8px 12px
  calc(8px + env(safe-area-inset-bottom)); background: var(--bg); border-top: 1px solid var(--line); }
.actions.bar > * { flex: 1 1 0; }
.outcome { scroll-margin-top: 96px; border: 2px solid var(--accent); border-radius: 10px; padding: 8px 12px;
  margin: 12px 0; background: var(--card); }
.outcome .result-code { font-size: 2rem; font-weight: 700; margin: 0; }
.outcome .small { margin: 0 0 6px; }
.outcome ul.steps { margin: 6px 0; padding-left: 1.1em; }
.outcome ul.steps li { margin: 3px 0; }
.question:not(:empty) { margin: 12px 0; }
.question h3 { margin-top: 0; }
.taps { display: flex; flex-wrap: wrap; gap: 6px; margin: 6px 0; }
.taps button { min-width: 56px; padding: 0 12px; }
button[aria-pressed="true"], .segmented button[aria-checked="true"] { background: var(--accent);
  color: var(--accent-fg); }
.pick { border-top: 1px solid var(--line); padding: 4px 0; }
.pick p { margin: 4px 0 0; font-weight: 700; }
.pick.stack { background: var(--card); margin: 0 -6px; padding: 4px 6px; border-radius: 6px; }
details.typed { margin-top: 14px; }
details.typed input, details.typed button { margin: 6px 0; width: 100%; }
button[disabled] { opacity: 0.45; cursor: default; }
.segmented { display: flex; flex-wrap: wrap; gap: 6px; }
.segmented button { flex: 1 1 auto; background: transparent; color: var(--accent); }
select.shadow { display: none; }
.stepper { display: flex; gap: 6px; }
.stepper input { text-align: center; flex: 1; }
.stepper button.step { flex: 0 0 56px; font-size: 1.2rem; font-weight: 700; padding: 0; }
.keypad { display: grid; grid-template-columns: repeat(7, 1fr); gap: 5px; margin-top: 6px; }
.keypad button { padding: 0; font-size: 1.2rem; font-weight: 700; }
button.start { width: 100%; font-weight: 700; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(104px, 1fr)); gap: 8px; margin: 8px 0; }
.card { --card-colour: var(--accent); display: flex; flex-direction: column; justify-content: space-between;
  gap: 4px; min-height: 96px; padding: 8px; border-radius: 10px; border: 1px solid var(--line);
  border-top: 14px solid var(--card-colour); background: var(--card); color: var(--fg); text-align: left;
  align-items: flex-start; font-size: 0.9rem; }
.card small { color: var(--muted); font-size: 0.75rem; }
button.card { font: inherit; font-size: 0.9rem; }
.chips .taps button { min-width: 0; padding: 0 10px; font-size: 0.9rem; }
button.formation { font-weight: 700; }
.picker { flex-wrap: nowrap; overflow-x: auto; padding-bottom: 4px; }
.picker button { flex: none; }
.confirm { border: 2px solid var(--bad); border-radius: 10px; padding: 8px 12px; margin: 8px 0; }
`;
