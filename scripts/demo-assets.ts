/**
 * `npx tsx scripts/demo-assets.ts`: draws the demo site's images (project screenshots and
 * logos, post covers, certificate cards, the owner's avatar) as SVG composed here and
 * renders them with sharp into src/lib/db/demo-assets/, where the demo seed reads them.
 * Run by hand after changing a drawing; the output is committed. Everything here is
 * original artwork made for this project (no third-party marks: the tech stack's brand
 * logos are rendered at seed time from simple-icons, see src/lib/db/demo-images.ts).
 *
 * Text is set in the fonts Debian ships (Liberation Sans, DejaVu Sans Mono), so a run on
 * another machine may move a glyph by a pixel; the committed files are the reference.
 * The owner's résumé (resume.pdf) is written as a PDF by hand (scripts/lib/demo-resume.ts):
 * the same bytes on every machine.
 *
 * `npx tsx scripts/demo-assets.ts resume.pdf` rewrites only the files named.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { DEMO_ASSET_BUDGET_BYTES, DEMO_ASSET_DIR, DEMO_ASSETS } from "../src/lib/db/demo-asset-names";
import { demoResumePdf } from "./lib/demo-resume";

const SANS = "Liberation Sans, DejaVu Sans, sans-serif";
const MONO = "DejaVu Sans Mono, Liberation Mono, monospace";
const SERIF = "DejaVu Serif, Liberation Serif, serif";

// ---------------------------------------------------------------- SVG helpers

const esc = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface TextStyle {
  size?: number;
  weight?: number | string;
  fill?: string;
  family?: string;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
  opacity?: number;
}

function text(x: number, y: number, value: string, style: TextStyle = {}): string {
  const { size = 16, weight = 400, fill = "#111", family = SANS, anchor = "start", spacing, opacity } = style;
  // Code keeps its indentation: SVG collapses runs of spaces unless told not to.
  const preserve = family === MONO ? ' xml:space="preserve"' : "";
  return `<text${preserve} x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${
    spacing !== undefined ? ` letter-spacing="${spacing}"` : ""
  }${opacity !== undefined ? ` opacity="${opacity}"` : ""}>${esc(value)}</text>`;
}

/** Several lines of text, `lead` pixels apart. */
function lines(x: number, y: number, values: string[], lead: number, style: TextStyle = {}): string {
  return values.map((value, i) => text(x, y + i * lead, value, style)).join("");
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra: Record<string, string | number> = {}): string {
  const attrs = Object.entries(extra)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join("");
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${attrs}/>`;
}

const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

function pill(x: number, y: number, label: string, fill: string, color: string, size = 13): string {
  const w = Math.round(label.length * size * 0.56 + size * 1.6);
  const h = Math.round(size * 1.9);
  return rect(x, y, w, h, fill, { rx: h / 2 }) + text(x + w / 2, y + h / 2 + size * 0.36, label, { size, weight: 700, fill: color, anchor: "middle" });
}

/** Pills side by side, 8 px apart. */
function pillRow(x: number, y: number, labels: string[], fill: string, color: string, size = 13): string {
  let cursor = x;
  return labels
    .map((label) => {
      const out = pill(cursor, y, label, fill, color, size);
      cursor += Math.round(label.length * size * 0.56 + size * 1.6) + 8;
      return out;
    })
    .join("");
}

function svg(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** A deterministic pseudo-random sequence, so every run draws the same picture. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const SHADOW = `<filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="24" stdDeviation="28" flood-color="#0b1020" flood-opacity="0.35"/></filter>`;
const SOFT_SHADOW = `<filter id="soft" x="-10%" y="-10%" width="120%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="8" flood-color="#0b1020" flood-opacity="0.12"/></filter>`;

/**
 * A desktop browser window on a soft backdrop: the frame every project screenshot shares.
 * `content` is drawn in window coordinates (0,0 at the top left of the page area,
 * 1480 x 836).
 */
function browserWindow(options: { backdrop: [string, string]; url: string; dark?: boolean; content: string; defs?: string }): string {
  const { backdrop, url, dark = false, content } = options;
  const chrome = dark ? "#1b2230" : "#eceef2";
  const bar = dark ? "#111723" : "#ffffff";
  const urlColor = dark ? "#9aa6bb" : "#4b5563";
  const defs =
    SHADOW +
    SOFT_SHADOW +
    `<linearGradient id="backdrop" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient>` +
    `<clipPath id="page"><rect x="0" y="0" width="1480" height="836" rx="0"/></clipPath>` +
    (options.defs ?? "");
  const body =
    rect(0, 0, 1600, 1000, "url(#backdrop)") +
    `<g transform="translate(60 60)">` +
    rect(0, 0, 1480, 880, chrome, { rx: 14, filter: "url(#shadow)" }) +
    circle(24, 22, 7, "#ff5f57") +
    circle(46, 22, 7, "#febc2e") +
    circle(68, 22, 7, "#28c840") +
    rect(420, 8, 640, 28, bar, { rx: 8 }) +
    `<path d="M 444 18 h 8 a 2 2 0 0 1 2 2 v 7 h -12 v -7 a 2 2 0 0 1 2 -2 z M 445 18 v -3 a 3 3 0 0 1 6 0 v 3" fill="none" stroke="${urlColor}" stroke-width="1.6"/>` +
    text(466, 27, url, { size: 14, fill: urlColor }) +
    `<g transform="translate(0 44)"><g clip-path="url(#page)">${content}</g></g>` +
    `</g>`;
  return svg(1600, 1000, body, defs);
}

// ---------------------------------------------------------------- project screenshots

function fieldnotesScreenshot(): string {
  const green = "#1f7a5a";
  const paper = "#fbfaf6";
  const ink = "#1d2420";
  const muted = "#5f6b64";
  const line = "#e6e3da";
  const notebooks: Array<[string, number, boolean]> = [
    ["Aveiro wetland survey", 48, true],
    ["Bird counts 2026", 112, false],
    ["Soil cores, plot B", 23, false],
    ["Shared with the lab", 9, false],
    ["Archive 2025", 301, false],
  ];
  const sidebar =
    rect(0, 0, 280, 836, "#f1efe7") +
    rect(279, 0, 1, 836, line) +
    rect(24, 22, 30, 30, green, { rx: 8 }) +
    `<path d="M 32 30 h 12 a 2 2 0 0 1 2 2 v 14 h -12 a 2 2 0 0 1 -2 -2 z" fill="#fff"/><path d="M 36 35 h 7 M 36 39 h 7" stroke="${green}" stroke-width="1.6"/>` +
    text(66, 43, "Fieldnotes", { size: 19, weight: 700, fill: ink }) +
    rect(20, 72, 240, 36, "#ffffff", { rx: 8, stroke: line }) +
    circle(40, 90, 6, "none", `stroke="${muted}" stroke-width="1.8"`) +
    `<path d="M 44.5 94.5 l 5 5" stroke="${muted}" stroke-width="1.8"/>` +
    text(58, 95, "Search notes", { size: 14, fill: "#8a948e" }) +
    text(24, 142, "NOTEBOOKS", { size: 11, weight: 700, fill: muted, spacing: 1.2 }) +
    notebooks
      .map(([name, count, active], i) => {
        const y = 158 + i * 40;
        return (
          (active ? rect(12, y, 256, 34, "#dcebe3", { rx: 8 }) : "") +
          rect(28, y + 11, 12, 12, active ? green : "#b9c4bd", { rx: 3 }) +
          text(50, y + 22, name, { size: 14, weight: active ? 700 : 400, fill: active ? "#145a42" : ink }) +
          text(256, y + 22, String(count), { size: 12, fill: muted, anchor: "end" })
        );
      })
      .join("") +
    text(24, 386, "TAGS", { size: 11, weight: 700, fill: muted, spacing: 1.2 }) +
    pillRow(24, 400, ["#heron", "#salinity", "#photo"], "#e8e4d8", "#4a5550", 12) +
    pillRow(24, 436, ["#transect", "#soil"], "#e8e4d8", "#4a5550", 12) +
    rect(16, 752, 248, 64, "#fff7e6", { rx: 10, stroke: "#f1d9a6" }) +
    circle(36, 774, 5, "#e59a1a") +
    text(50, 779, "Offline", { size: 14, weight: 700, fill: "#7a4d06" }) +
    text(30, 802, "12 changes queued · syncs on signal", { size: 12, fill: "#8a6420" });

  const notes: Array<[string, string, string, string[]]> = [
    ["Transect 4, north bank", "07:42", "Reed cover ~70 %, two grey herons feeding at", ["#transect", "#heron"]],
    ["Water sample W-17", "07:15", "Salinity 28.4 ppt, temp 16.9 °C, turbid after", ["#salinity"]],
    ["Heron nesting site", "Yesterday", "Counted 14 nests in the eucalyptus stand; three", ["#heron", "#photo"]],
    ["Salt marsh vegetation", "Mon", "Sarcocornia dominant on the lower marsh, with", ["#transect"]],
    ["Tide gauge check", "Sun", "Gauge reads 12 cm high against the survey mark;", []],
    ["Plot B access route", "Sat", "Footbridge closed. Use the levee path from the", ["#photo"]],
  ];
  const list =
    rect(280, 0, 380, 836, "#ffffff") +
    rect(659, 0, 1, 836, line) +
    text(304, 42, "Aveiro wetland survey", { size: 17, weight: 700, fill: ink }) +
    text(304, 64, "48 notes · 3 collaborators", { size: 13, fill: muted }) +
    rect(580, 26, 56, 32, green, { rx: 8 }) +
    text(608, 47, "+ New", { size: 13, weight: 700, fill: "#fff", anchor: "middle" }) +
    notes
      .map(([title, when, snippet, tags], i) => {
        const y = 84 + i * 118;
        return (
          (i === 0 ? rect(288, y + 4, 364, 110, "#eef6f1", { rx: 10 }) + rect(288, y + 4, 4, 110, green, { rx: 2 }) : "") +
          text(306, y + 34, title, { size: 15, weight: 700, fill: ink }) +
          text(636, y + 34, when, { size: 12, fill: muted, anchor: "end" }) +
          text(306, y + 58, snippet, { size: 13, fill: muted }) +
          pillRow(306, y + 72, tags, "#f1efe7", "#4a5550", 11) +
          (i > 0 ? rect(304, y, 340, 1, line) : "")
        );
      })
      .join("");

  const photo =
    `<g transform="translate(700 262)">` +
    `<clipPath id="photoClip"><rect width="430" height="250" rx="12"/></clipPath><g clip-path="url(#photoClip)">` +
    rect(0, 0, 430, 250, "url(#sky)") +
    `<path d="M 0 150 Q 110 120 220 140 T 430 130 V 250 H 0 Z" fill="#5d8a6b"/>` +
    `<path d="M 0 175 Q 120 160 240 178 T 430 170 V 250 H 0 Z" fill="#7fa7b8"/>` +
    `<path d="M 0 205 Q 140 196 260 210 T 430 204 V 250 H 0 Z" fill="#9dbfcc"/>` +
    Array.from({ length: 26 }, (_, i) => {
      const x = 12 + i * 16.5;
      const h = 40 + ((i * 37) % 30);
      return `<path d="M ${x} 250 q 4 ${-h / 2} ${(i % 2 ? 6 : -4)} ${-h}" stroke="#3f6b4c" stroke-width="3" fill="none"/>`;
    }).join("") +
    `<path d="M 296 118 q 6 -16 16 -18 q 8 -1 10 6 l -8 2 q -4 10 -10 22 l 12 26 h -4 l -12 -22 l -6 22 h -4 l 6 -26 z" fill="#4a5560"/>` +
    `</g>` +
    rect(12, 214, 150, 26, "rgb(0 0 0 / 0.55)", { rx: 6 }) +
    text(22, 232, "IMG_2041.jpg · 3.1 MB", { size: 12, fill: "#fff" }) +
    `</g>`;

  const map =
    `<g transform="translate(1150 262)">` +
    rect(0, 0, 290, 250, "#e7efe6", { rx: 12, stroke: line }) +
    `<path d="M 0 160 C 60 140 90 190 150 170 S 240 120 290 140 V 250 H 0 Z" fill="#bcd7e3"/>` +
    `<path d="M 20 40 L 120 90 L 260 60 M 80 0 L 110 250 M 200 0 L 230 250" stroke="#ffffff" stroke-width="6" fill="none"/>` +
    `<path d="M 145 112 c -14 0 -22 10 -22 22 c 0 16 22 38 22 38 s 22 -22 22 -38 c 0 -12 -8 -22 -22 -22 z" fill="${green}"/>` +
    circle(145, 134, 8, "#fff") +
    circle(145, 172, 26, "rgb(31 122 90 / 0.15)") +
    text(14, 232, "40.6405° N, 8.6538° W · ±4 m", { size: 12, weight: 700, fill: "#24463a" }) +
    `</g>`;

  const checklist: Array<[string, boolean]> = [
    ["Photograph quadrat at 0 m, 25 m, 50 m", true],
    ["Record reed height every 10 m", true],
    ["Water sample at the outflow (W-18)", false],
  ];
  const editor =
    rect(660, 0, 820, 836, paper) +
    text(700, 44, "Wetland survey  /  Transect 4, north bank", { size: 13, fill: muted }) +
    pill(1300, 26, "Shared · 3", "#e3efe8", "#145a42", 12) +
    circle(1424, 40, 14, "#c98b5e") +
    circle(1444, 40, 14, "#6d8fb8", `stroke="${paper}" stroke-width="3"`) +
    text(700, 104, "Transect 4, north bank", { size: 32, weight: 700, fill: ink }) +
    text(700, 136, "14 October 2026 · 07:42 · low water 06:58 · wind NW 11 km/h", { size: 14, fill: muted }) +
    lines(
      700,
      182,
      [
        "Reed cover is about 70 % along the first 50 m, thinning towards the channel. Two grey",
        "herons feeding at the 30 m mark; they flushed when we reached 40 m. The mud is softer",
        "than in September, so the last quadrat was sampled from the boardwalk instead.",
      ],
      26,
      { size: 16, fill: "#2b332e" },
    ) +
    photo +
    map +
    text(700, 560, "Checklist", { size: 18, weight: 700, fill: ink }) +
    checklist
      .map(([label, done], i) => {
        const y = 580 + i * 38;
        return (
          rect(700, y, 20, 20, done ? green : "#fff", { rx: 5, stroke: done ? green : "#b8bfb9" }) +
          (done ? `<path d="M ${704} ${y + 10} l 4 4 l 8 -9" stroke="#fff" stroke-width="2.4" fill="none"/>` : "") +
          text(732, y + 16, label, { size: 15, fill: done ? muted : ink })
        );
      })
      .join("") +
    text(700, 722, "Observations", { size: 18, weight: 700, fill: ink }) +
    rect(700, 738, 740, 1, line) +
    lines(700, 768, ["Ardea cinerea · 2 adults · feeding", "Phragmites australis · height 1.4–1.9 m"], 28, { size: 15, fill: "#2b332e", family: MONO }) +
    text(1440, 812, "Saved on this device · 07:58", { size: 12, fill: muted, anchor: "end" });

  return browserWindow({
    backdrop: ["#cfe6da", "#8fbfa8"],
    url: "fieldnotes.example.com/notebooks/ria-de-aveiro",
    content: sidebar + list + editor,
    defs: `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d7a7"/><stop offset="0.6" stop-color="#c9dfe8"/></linearGradient>`,
  });
}

function tidepoolScreenshot(): string {
  const bg = "#0b1522";
  const panel = "#111e2e";
  const line = "#1f3146";
  const fg = "#e6eef7";
  const muted = "#8ea3bb";
  const sea = "#38bdf8";
  const random = seeded(7);

  const nav =
    rect(0, 0, 1480, 64, "#0d1928") +
    rect(0, 63, 1480, 1, line) +
    circle(40, 32, 14, sea) +
    `<path d="M 30 33 q 5 -6 10 0 t 10 0" stroke="#0b1522" stroke-width="3" fill="none"/>` +
    text(64, 39, "Tidepool", { size: 20, weight: 700, fill: fg }) +
    ["Overview", "Buoys", "Alerts", "Exports"]
      .map((tab, i) => (i === 0 ? rect(200, 16, 104, 32, "#17314a", { rx: 8 }) : "") + text(252 + i * 112, 37, tab, { size: 15, weight: i === 0 ? 700 : 400, fill: i === 0 ? fg : muted, anchor: "middle" }))
      .join("") +
    rect(1160, 18, 84, 28, "rgb(34 197 94 / 0.15)", { rx: 14 }) +
    circle(1180, 32, 5, "#22c55e") +
    text(1192, 37, "Live", { size: 14, weight: 700, fill: "#4ade80" }) +
    text(1262, 37, "14:32 UTC", { size: 14, fill: muted, family: MONO }) +
    circle(1440, 32, 16, "#29435f") +
    text(1440, 37, "AM", { size: 12, weight: 700, fill: fg, anchor: "middle" });

  const kpis: Array<[string, string, string, string]> = [
    ["Buoys online", "194", "/ 200", "6 silent > 15 min"],
    ["Water temperature", "17.8", "°C", "+0.4 °C since 06:00"],
    ["Significant wave height", "1.9", "m", "peak 2.6 m at 03:10"],
    ["Open alerts", "3", "", "1 critical · 2 warnings"],
  ];
  const tiles = kpis
    .map(([label, value, unit, note], i) => {
      const x = 28 + i * 360;
      return (
        rect(x, 88, 340, 118, panel, { rx: 14, stroke: line }) +
        text(x + 22, 120, label, { size: 14, fill: muted }) +
        text(x + 22, 170, value, { size: 38, weight: 700, fill: i === 3 ? "#fbbf24" : fg }) +
        text(x + 24 + value.length * 21, 170, unit, { size: 18, fill: muted }) +
        text(x + 22, 194, note, { size: 13, fill: i === 3 ? "#fcd34d" : "#7dd3fc" })
      );
    })
    .join("");

  // The coast runs down the panel; buoys sit offshore, coloured by water temperature.
  const coast = "M 560 0 C 520 80 590 150 540 230 S 600 360 560 440 S 610 520 600 596 L 860 596 L 860 0 Z";
  const buoys = Array.from({ length: 64 }, () => {
    const y = 64 + random() * 460;
    const shore = 560 + Math.sin(y / 60) * 30;
    const x = 40 + random() * (shore - 80);
    const temp = random();
    const color = temp > 0.85 ? "#f97316" : temp > 0.55 ? "#facc15" : temp > 0.25 ? "#38bdf8" : "#818cf8";
    return circle(Math.round(x), Math.round(y), temp > 0.95 ? 7 : 5, color, `stroke="#0b1522" stroke-width="2"`);
  }).join("");
  const mapPanel =
    `<g transform="translate(28 228)">` +
    rect(0, 0, 860, 584, panel, { rx: 14, stroke: line }) +
    `<clipPath id="mapClip"><rect x="1" y="1" width="858" height="582" rx="13"/></clipPath><g clip-path="url(#mapClip)">` +
    rect(0, 0, 860, 584, "#0e2236") +
    Array.from({ length: 9 }, (_, i) => `<path d="M ${i * 100} 0 V 584 M 0 ${i * 70} H 860" stroke="#15304a" stroke-width="1"/>`).join("") +
    `<path d="${coast}" fill="#1a2b22"/><path d="${coast}" fill="none" stroke="#2f4a3b" stroke-width="3"/>` +
    `<path d="M 700 120 h 60 M 680 300 h 90 M 720 470 h 70" stroke="#26402f" stroke-width="4"/>` +
    buoys +
    circle(318, 262, 16, "none", `stroke="#fbbf24" stroke-width="3"`) +
    circle(318, 262, 6, "#fbbf24") +
    rect(338, 226, 206, 62, "#0b1522", { rx: 10, stroke: "#fbbf24" }) +
    text(352, 250, "B-163 · wave height", { size: 13, weight: 700, fill: fg }) +
    text(352, 274, "3.2 m · 14:31:08", { size: 13, fill: "#fcd34d", family: MONO }) +
    `</g>` +
    text(22, 36, "Coastal array · 200 buoys", { size: 16, weight: 700, fill: fg }) +
    [["#818cf8", "< 14 °C"], ["#38bdf8", "14–17"], ["#facc15", "17–19"], ["#f97316", "> 19 °C"]]
      .map(([color, label], i) => circle(30 + i * 96, 560, 6, color) + text(42 + i * 96, 565, label, { size: 12, fill: muted }))
      .join("") +
    `</g>`;

  const points = Array.from({ length: 49 }, (_, i) => {
    const x = 24 + i * 9.6;
    const y = 160 - (Math.sin(i / 5) * 34 + Math.sin(i / 2.3) * 10 + (i > 30 ? (i - 30) * 2.4 : 0)) - 20;
    return [x, Math.round(y)] as const;
  });
  const polyline = points.map(([x, y]) => `${x},${y}`).join(" ");
  const area = `M 24 230 L ${polyline.replace(/ /g, " L ")} L ${points[points.length - 1][0]} 230 Z`;
  const chart =
    `<g transform="translate(908 228)">` +
    rect(0, 0, 544, 300, panel, { rx: 14, stroke: line }) +
    text(22, 36, "Wave height, last 24 h", { size: 16, weight: 700, fill: fg }) +
    text(522, 36, "Hs, m", { size: 13, fill: muted, anchor: "end" }) +
    [0, 1, 2, 3].map((i) => `<path d="M 24 ${230 - i * 50} H 490" stroke="${line}"/>` + text(520, 234 - i * 50, String(i), { size: 12, fill: muted, anchor: "end" })).join("") +
    `<path d="${area}" fill="url(#wave)"/>` +
    `<polyline points="${polyline}" fill="none" stroke="${sea}" stroke-width="3" stroke-linejoin="round"/>` +
    circle(points[48][0], points[48][1], 6, sea, `stroke="${panel}" stroke-width="3"`) +
    ["15:00", "21:00", "03:00", "09:00", "14:30"].map((label, i) => text(24 + i * 108, 262, label, { size: 12, fill: muted, family: MONO })).join("") +
    `</g>`;

  const alerts: Array<[string, string, string, string]> = [
    ["#ef4444", "B-163", "Wave height above 3 m", "2 min ago"],
    ["#f59e0b", "B-112", "Battery at 11 %", "38 min ago"],
    ["#f59e0b", "B-047", "No reading for 18 min", "18 min ago"],
  ];
  const alertPanel =
    `<g transform="translate(908 548)">` +
    rect(0, 0, 544, 264, panel, { rx: 14, stroke: line }) +
    text(22, 36, "Alerts", { size: 16, weight: 700, fill: fg }) +
    text(522, 36, "View all", { size: 13, weight: 700, fill: sea, anchor: "end" }) +
    alerts
      .map(([color, id, label, when], i) => {
        const y = 58 + i * 66;
        return (
          rect(16, y, 512, 56, "#0d1928", { rx: 10 }) +
          rect(16, y, 4, 56, color, { rx: 2 }) +
          text(36, y + 24, id, { size: 14, weight: 700, fill: fg, family: MONO }) +
          text(36, y + 44, label, { size: 13, fill: muted }) +
          text(512, y + 34, when, { size: 12, fill: muted, anchor: "end" })
        );
      })
      .join("") +
    `</g>`;

  return browserWindow({
    backdrop: ["#0f2a44", "#155e75"],
    url: "tidepool.example.com/overview",
    dark: true,
    content: rect(0, 0, 1480, 836, bg) + nav + tiles + mapPanel + chart + alertPanel,
    defs: `<linearGradient id="wave" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sea}" stop-opacity="0.35"/><stop offset="1" stop-color="${sea}" stop-opacity="0"/></linearGradient>`,
  });
}

function ledgerlineScreenshot(): string {
  const indigo = "#4f46e5";
  const ink = "#161a2b";
  const muted = "#5b6078";
  const line = "#e4e6ef";
  const sections: Array<[string, string[]]> = [
    ["Getting started", ["Authentication", "Idempotent requests", "Errors"]],
    ["Accounts", ["Create an account", "List accounts"]],
    ["Transactions", ["Create a transaction", "Retrieve a transaction", "Reverse a transaction"]],
    ["Reports", ["Trial balance", "Monthly export"]],
  ];
  let y = 140;
  const navItems = sections
    .map(([heading, items]) => {
      let out = text(28, y, heading.toUpperCase(), { size: 11, weight: 700, fill: "#8086a0", spacing: 1.1 });
      y += 14;
      for (const item of items) {
        const active = item === "Create a transaction";
        out += (active ? rect(16, y, 240, 32, "#eef0ff", { rx: 7 }) : "") + text(32, y + 21, item, { size: 14, weight: active ? 700 : 400, fill: active ? indigo : ink });
        y += 34;
      }
      y += 22;
      return out;
    })
    .join("");
  const nav =
    rect(0, 0, 272, 836, "#f7f8fb") +
    rect(271, 0, 1, 836, line) +
    rect(24, 24, 32, 32, indigo, { rx: 8 }) +
    `<path d="M 32 34 h 16 M 32 40 h 16 M 32 46 h 10" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>` +
    text(68, 46, "Ledgerline", { size: 19, weight: 700, fill: ink }) +
    pill(178, 28, "v1", "#eef0ff", indigo, 12) +
    rect(20, 70, 232, 32, "#fff", { rx: 7, stroke: line }) +
    text(34, 91, "Search the docs", { size: 13, fill: "#9aa0b5" }) +
    text(238, 91, "/", { size: 13, fill: "#9aa0b5", anchor: "end", family: MONO }) +
    navItems;

  const params: Array<[string, string, string]> = [
    ["date", "string", "Booking date, YYYY-MM-DD."],
    ["description", "string", "Shown on statements and exports."],
    ["entries", "array", "Two or more lines; debits equal credits."],
    ["entries[].account", "string", "An account id, e.g. acc_4Qm1…"],
    ["entries[].amount", "integer", "Minor units; positive debit, negative credit."],
  ];
  const doc =
    `<g transform="translate(312 0)">` +
    text(0, 56, "Transactions", { size: 14, weight: 700, fill: indigo }) +
    text(0, 100, "Create a transaction", { size: 32, weight: 700, fill: ink }) +
    pill(0, 124, "POST", "#dcfce7", "#166534", 13) +
    text(72, 142, "/v1/transactions", { size: 16, fill: ink, family: MONO }) +
    lines(
      0,
      190,
      [
        "Posts a balanced set of entries in one step. The request is refused",
        "with 422 unless the amounts sum to zero, so the ledger can never",
        "drift. Send an Idempotency-Key: a retry with the same key returns",
        "the first result instead of posting twice.",
      ],
      26,
      { size: 16, fill: "#363b52" },
    ) +
    text(0, 318, "Body parameters", { size: 18, weight: 700, fill: ink }) +
    params
      .map(([name, type, description], i) => {
        const rowY = 338 + i * 62;
        return (
          rect(0, rowY, 500, 1, line) +
          text(0, rowY + 28, name, { size: 14, weight: 700, fill: ink, family: MONO }) +
          text(0, rowY + 50, description, { size: 14, fill: muted }) +
          text(500, rowY + 28, type, { size: 13, fill: "#8086a0", anchor: "end", family: MONO }) +
          (i < 3 ? text(500 - type.length * 8.2 - 12, rowY + 28, "required", { size: 12, weight: 700, fill: "#c2410c", anchor: "end" }) : "")
        );
      })
      .join("") +
    rect(0, 658, 500, 88, "#fff7ed", { rx: 10, stroke: "#fed7aa" }) +
    text(18, 690, "Amounts are integers in minor units", { size: 14, weight: 700, fill: "#9a3412" }) +
    text(18, 716, "€12.50 is 1250. Floats are refused with 400.", { size: 14, fill: "#9a3412" }) +
    `</g>`;

  const code = (x: number, y0: number, rows: Array<Array<[string, string]>>) =>
    rows
      .map((row, i) => {
        let cursor = x;
        return row
          .map(([color, part]) => {
            const out = text(cursor, y0 + i * 22, part, { size: 14, fill: color, family: MONO });
            cursor += part.length * 8.45;
            return out;
          })
          .join("");
      })
      .join("");
  const W = "#e6e9ef";
  const K = "#ff9ac1";
  const S = "#a5e3a0";
  const N = "#f8c58a";
  const C = "#8b94a7";
  const request: Array<Array<[string, string]>> = [
    [[K, "curl"], [W, " https://api.ledgerline.example/v1/transactions \\"]],
    [[W, "  -H "], [S, '"Authorization: Bearer $LEDGERLINE_KEY"'], [W, " \\"]],
    [[W, "  -H "], [S, '"Idempotency-Key: 7f3c2a9e-51d0-4b7e-9c1a"'], [W, " \\"]],
    [[W, "  -d "], [S, "'{"]],
    [[S, '    "date": "2026-10-14",']],
    [[S, '    "description": "Card sales, 14 Oct",']],
    [[S, '    "entries": [']],
    [[S, '      { "account": "acc_bank", "amount": 48250 },']],
    [[S, '      { "account": "acc_sales", "amount": -40208 },']],
    [[S, '      { "account": "acc_vat", "amount": -8042 }']],
    [[S, "  ]}'"]],
  ];
  const response: Array<Array<[string, string]>> = [
    [[W, "{"]],
    [[W, '  "id": '], [S, '"txn_8JcQ2x7Lm4"'], [W, ","]],
    [[W, '  "status": '], [S, '"posted"'], [W, ","]],
    [[W, '  "balanced": '], [N, "true"], [W, ","]],
    [[W, '  "total_debits": '], [N, "48250"], [W, ","]],
    [[W, '  "total_credits": '], [N, "48250"], [W, ","]],
    [[W, '  "posted_at": '], [S, '"2026-10-14T09:12:44Z"']],
    [[W, "}"]],
  ];
  const panel =
    `<g transform="translate(852 0)">` +
    rect(0, 0, 628, 836, "#0e1117") +
    rect(24, 28, 580, 40, "#161b25", { rx: 8 }) +
    text(44, 53, "Request", { size: 14, weight: 700, fill: W }) +
    text(584, 53, "cURL  ·  Node  ·  Python", { size: 13, fill: C, anchor: "end" }) +
    code(40, 104, request) +
    rect(24, 372, 580, 40, "#161b25", { rx: 8 }) +
    text(44, 397, "Response", { size: 14, weight: 700, fill: W }) +
    pill(520, 380, "201", "rgb(74 222 128 / 0.15)", "#4ade80", 12) +
    code(40, 448, response) +
    text(40, 660, "# A retry with the same key:", { size: 14, fill: C, family: MONO }) +
    code(40, 684, [[[W, "HTTP/1.1 "], [N, "201"], [W, " Created"]], [[W, "Idempotent-Replayed: "], [S, "true"]]]) +
    `</g>`;

  return browserWindow({
    backdrop: ["#e0e7ff", "#a5b4fc"],
    url: "docs.ledgerline.example/api/transactions/create",
    content: rect(0, 0, 1480, 836, "#ffffff") + nav + doc + panel,
  });
}

function lowroadScreenshot(): string {
  const orange = "#ea580c";
  const ink = "#1f1a17";
  const muted = "#6b625c";
  const line = "#ebe5df";
  const random = seeded(42);

  // Streets: a skewed grid, with a river along the bottom (the map area is 1040 x 836).
  const streets =
    Array.from({ length: 16 }, (_, i) => {
      const x = i * 72 - 40 + random() * 20;
      return `<path d="M ${x} 0 L ${x + 60 + random() * 40} 836" stroke="#ffffff" stroke-width="${i % 4 === 0 ? 9 : 5}"/>`;
    }).join("") +
    Array.from({ length: 12 }, (_, i) => {
      const y = i * 70 + random() * 20;
      return `<path d="M 0 ${y} L 1040 ${y - 50 + random() * 30}" stroke="#ffffff" stroke-width="${i % 3 === 0 ? 9 : 5}"/>`;
    }).join("");
  const parks = `<path d="M 120 120 h 150 v 110 h -150 z" fill="#cfe5c4"/><path d="M 700 80 h 180 v 140 h -180 z" fill="#cfe5c4"/><path d="M 520 380 h 120 v 90 h -120 z" fill="#cfe5c4"/>`;
  const hills = [
    [300, 260, 170],
    [640, 250, 140],
    [860, 420, 120],
  ]
    .map(([cx, cy, r]) => [1, 0.72, 0.44].map((k) => `<ellipse cx="${cx}" cy="${cy}" rx="${r * k}" ry="${r * k * 0.7}" fill="none" stroke="#d9c9b4" stroke-width="2"/>`).join(""))
    .join("");
  const river = `<path d="M 0 660 C 200 630 380 700 600 670 S 900 640 1040 660 V 836 H 0 Z" fill="#b9d7ea"/>`;
  const route = "M 880 300 L 820 360 L 760 372 L 690 430 L 600 500 L 520 560 L 420 600 L 300 612 L 190 606 L 120 620";
  const steep = "M 880 300 L 760 250 L 640 230 L 500 260 L 380 330 L 250 420 L 120 620";
  const map =
    `<g transform="translate(440 0)">` +
    rect(0, 0, 1040, 836, "#f2ede4") +
    parks +
    hills +
    streets +
    river +
    `<path d="${steep}" fill="none" stroke="#8c8580" stroke-width="6" stroke-dasharray="2 12" stroke-linecap="round"/>` +
    `<path d="${route}" fill="none" stroke="#ffffff" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="${route}" fill="none" stroke="${orange}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>` +
    circle(880, 300, 12, "#16a34a", `stroke="#fff" stroke-width="4"`) +
    circle(120, 620, 12, ink, `stroke="#fff" stroke-width="4"`) +
    rect(600, 190, 170, 34, "#ffffff", { rx: 17, filter: "url(#soft)" }) +
    text(685, 212, "Fastest · ↑ 132 m", { size: 13, weight: 700, fill: muted, anchor: "middle" }) +
    rect(250, 540, 170, 34, orange, { rx: 17 }) +
    text(335, 562, "Lowroad · ↑ 46 m", { size: 13, weight: 700, fill: "#fff", anchor: "middle" }) +
    text(520, 760, "Rio Tejo", { size: 16, weight: 700, fill: "#5d8fb0", spacing: 3 }) +
    // Zoom buttons and the scale bar.
    rect(984, 24, 36, 72, "#fff", { rx: 8, filter: "url(#soft)" }) +
    text(1002, 52, "+", { size: 22, fill: ink, anchor: "middle" }) +
    text(1002, 86, "−", { size: 22, fill: ink, anchor: "middle" }) +
    `<path d="M 900 810 h 100 M 900 804 v 12 M 1000 804 v 12" stroke="${ink}" stroke-width="2"/>` +
    text(950, 800, "500 m", { size: 12, fill: ink, anchor: "middle" }) +
    `</g>`;

  // The elevation profile: the flat route (filled) against the fastest (dashed).
  const flat = Array.from({ length: 41 }, (_, i) => [i * 24, 70 - Math.sin(i / 6) * 10 - (i > 28 ? (i - 28) * 1.2 : 0)] as const);
  const fast = Array.from({ length: 41 }, (_, i) => [i * 24, 84 - Math.sin((i / 40) * Math.PI) * 70 - Math.sin(i / 2.5) * 5] as const);
  const toPath = (pts: ReadonlyArray<readonly [number, number]>) => pts.map(([x, py], i) => `${i ? "L" : "M"} ${x} ${py.toFixed(1)}`).join(" ");
  const profile =
    `<g transform="translate(470 690)">` +
    rect(0, 0, 980, 126, "#ffffff", { rx: 12, filter: "url(#soft)" }) +
    text(20, 30, "Elevation", { size: 14, weight: 700, fill: ink }) +
    text(960, 30, "max grade 3.1 %", { size: 13, fill: muted, anchor: "end" }) +
    `<g transform="translate(0 26)"><path d="${toPath(flat)} L 960 100 L 0 100 Z" fill="rgb(234 88 12 / 0.18)" transform="translate(20 0)"/>` +
    `<path d="${toPath(flat)}" fill="none" stroke="${orange}" stroke-width="3" transform="translate(20 0)"/>` +
    `<path d="${toPath(fast)}" fill="none" stroke="#8c8580" stroke-width="2" stroke-dasharray="6 6" transform="translate(20 0)"/></g>` +
    `</g>`;

  const cues: Array<[string, string, string]> = [
    ["↱", "Head west on Rua de São Miguel", "0.2 km"],
    ["↰", "Left onto Rua dos Remédios", "0.4 km"],
    ["↑", "Continue on the riverside cycle path", "5.1 km"],
    ["↱", "Right at Doca de Santo Amaro", "1.6 km"],
    ["↰", "Left onto Rua Vieira Portuense", "0.9 km"],
    ["⚑", "Arrive at Belém", ""],
  ];
  const panel =
    rect(0, 0, 440, 836, "#fffdfb") +
    rect(439, 0, 1, 836, line) +
    rect(28, 26, 34, 34, orange, { rx: 9 }) +
    `<path d="M 34 50 q 6 -14 12 -8 t 10 -6" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M 34 54 h 22" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>` +
    text(74, 50, "Lowroad", { size: 20, weight: 700, fill: ink }) +
    rect(28, 84, 384, 104, "#ffffff", { rx: 12, stroke: line }) +
    circle(52, 112, 7, "#16a34a") +
    text(72, 117, "Alfama, Lisbon", { size: 15, fill: ink }) +
    rect(72, 136, 320, 1, line) +
    circle(52, 162, 7, ink) +
    text(72, 167, "Belém, Lisbon", { size: 15, fill: ink }) +
    text(28, 222, "Avoid climbs", { size: 14, weight: 700, fill: ink }) +
    rect(28, 236, 384, 36, "#f4efe9", { rx: 10 }) +
    rect(288, 240, 120, 28, "#ffffff", { rx: 8, filter: "url(#soft)" }) +
    ["Off", "Some", "Strong"].map((label, i) => text(92 + i * 128, 259, label, { size: 13, weight: i === 2 ? 700 : 400, fill: i === 2 ? orange : muted, anchor: "middle" })).join("") +
    rect(28, 292, 384, 112, "#fff4ec", { rx: 12, stroke: "#fed7aa" }) +
    text(48, 330, "8.4 km", { size: 28, weight: 700, fill: ink }) +
    text(168, 330, "34 min", { size: 20, fill: ink }) +
    text(48, 360, "↑ 46 m climbing · 86 m less than the fastest", { size: 14, fill: "#9a3412" }) +
    text(48, 386, "Mostly riverside path, 2 short cobbled stretches", { size: 13, fill: muted }) +
    text(28, 442, "Cue sheet", { size: 16, weight: 700, fill: ink }) +
    text(412, 442, "Print", { size: 13, weight: 700, fill: orange, anchor: "end" }) +
    cues
      .map(([arrow, label, distance], i) => {
        const cy = 462 + i * 54;
        return (
          rect(28, cy, 384, 1, line) +
          rect(28, cy + 12, 32, 32, "#f4efe9", { rx: 8 }) +
          text(44, cy + 34, arrow, { size: 17, fill: ink, anchor: "middle" }) +
          text(74, cy + 34, label, { size: 14, fill: ink }) +
          text(412, cy + 34, distance, { size: 13, fill: muted, anchor: "end", family: MONO })
        );
      })
      .join("") +
    rect(28, 784, 384, 40, orange, { rx: 10 }) +
    text(220, 810, "Send to my bike computer (.gpx)", { size: 14, weight: 700, fill: "#fff", anchor: "middle" });

  return browserWindow({
    backdrop: ["#fde6d2", "#f6a96b"],
    url: "lowroad.example.com/route?from=alfama&to=belem",
    content: map + profile + panel,
  });
}

function oldPortfolioScreenshot(): string {
  const dark = "#2b2b2b";
  const gold = "#d9a441";
  const body =
    rect(0, 0, 1480, 836, "#efe9dd") +
    rect(0, 0, 1480, 96, dark) +
    text(60, 60, "Alex Morgan", { size: 34, fill: "#f5f0e6", family: SERIF, weight: 700 }) +
    text(330, 60, "web developer", { size: 20, fill: gold, family: SERIF }) +
    ["HOME", "ABOUT", "WORK", "CONTACT"].map((item, i) => text(1000 + i * 110, 56, item, { size: 15, weight: 700, fill: i === 2 ? gold : "#d8d2c4", spacing: 2 })).join("") +
    rect(0, 96, 1480, 6, gold) +
    // The jQuery slider, with its arrows and dots.
    `<g transform="translate(60 140)">` +
    rect(0, 0, 1360, 360, "url(#slide)", { rx: 4 }) +
    `<path d="M 0 300 L 220 180 L 380 260 L 560 120 L 800 280 L 980 170 L 1360 300 V 360 H 0 Z" fill="rgb(0 0 0 / 0.25)"/>` +
    circle(1150, 90, 46, "#fff3c4", `opacity="0.85"`) +
    text(80, 150, "Hello, world!", { size: 56, weight: 700, fill: "#fff", family: SERIF }) +
    text(80, 200, "I make websites with HTML5, CSS3 and a lot of jQuery.", { size: 22, fill: "#fffaf0", family: SERIF }) +
    rect(80, 236, 190, 50, gold, { rx: 4 }) +
    text(175, 268, "See my work »", { size: 18, weight: 700, fill: dark, anchor: "middle" }) +
    circle(30, 180, 22, "rgb(0 0 0 / 0.35)") +
    text(30, 189, "‹", { size: 30, fill: "#fff", anchor: "middle" }) +
    circle(1330, 180, 22, "rgb(0 0 0 / 0.35)") +
    text(1330, 189, "›", { size: 30, fill: "#fff", anchor: "middle" }) +
    [0, 1, 2, 3].map((i) => circle(644 + i * 24, 336, 6, i === 0 ? "#fff" : "rgb(255 255 255 / 0.45)")).join("") +
    `</g>` +
    [
      ["HTML5", "#e44d26", "Semantic markup that", "validates (mostly)."],
      ["CSS3", "#2965f1", "Rounded corners without", "images, finally."],
      ["jQuery", "#0769ad", "Sliders, tabs and a", "lightbox for everything."],
    ]
      .map(([title, color, a, b], i) => {
        const x = 60 + i * 460;
        return (
          rect(x, 540, 440, 230, "#fbf8f2", { stroke: "#d9d0bf" }) +
          circle(x + 70, 610, 42, color) +
          text(x + 70, 620, title.slice(0, 1), { size: 34, weight: 700, fill: "#fff", anchor: "middle", family: SERIF }) +
          text(x + 134, 606, title, { size: 26, weight: 700, fill: dark, family: SERIF }) +
          lines(x + 134, 640, [a, b], 26, { size: 17, fill: "#5a5346", family: SERIF }) +
          text(x + 134, 730, "Read more »", { size: 15, weight: 700, fill: "#a0761f" })
        );
      })
      .join("") +
    rect(0, 800, 1480, 36, dark) +
    text(740, 823, "© 2017 Alex Morgan · Best viewed in Chrome · Made with ♥ and Notepad++", { size: 13, fill: "#bdb6a8", anchor: "middle" });
  return browserWindow({
    backdrop: ["#e7dcc8", "#b9a27e"],
    url: "example.github.io/old-portfolio/",
    content: body,
    defs: `<linearGradient id="slide" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b8fb3"/><stop offset="1" stop-color="#c98b5e"/></linearGradient>`,
  });
}

// ---------------------------------------------------------------- project logos

/** A 256 x 256 app-icon square; `mark` is drawn in a 256 x 256 space. */
function appIcon(from: string, to: string, mark: string): string {
  return svg(
    256,
    256,
    rect(0, 0, 256, 256, "url(#icon)", { rx: 56 }) + rect(0, 0, 256, 128, "rgb(255 255 255 / 0.08)", { rx: 56 }) + mark,
    `<linearGradient id="icon" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
  );
}

const LOGOS: Record<string, () => string> = {
  fieldnotes: () =>
    appIcon(
      "#2f9e74",
      "#155e45",
      `<path d="M 78 60 h 92 a 12 12 0 0 1 12 12 v 124 h -92 a 12 12 0 0 1 -12 -12 z" fill="#fbfaf6"/>` +
            `<path d="M 100 92 h 58 M 100 114 h 58 M 100 136 h 34" stroke="#b9c4bd" stroke-width="8" stroke-linecap="round"/>` +
        `<path d="M 166 128 c -16 0 -26 12 -26 26 c 0 20 26 46 26 46 s 26 -26 26 -46 c 0 -14 -10 -26 -26 -26 z" fill="#f2b33d" stroke="#155e45" stroke-width="6"/>` +
        circle(166, 154, 9, "#155e45"),
    ),
  tidepool: () =>
    appIcon(
      "#38bdf8",
      "#0e4f7a",
      circle(128, 128, 74, "none", `stroke="#ffffff" stroke-width="10" opacity="0.9"`) +
        `<path d="M 66 120 q 15 -18 31 0 t 31 0 t 31 0 t 31 0" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/>` +
        `<path d="M 74 152 q 13 -15 27 0 t 27 0 t 27 0 t 27 0" fill="none" stroke="#bae6fd" stroke-width="10" stroke-linecap="round"/>` +
        circle(128, 86, 9, "#fde68a"),
    ),
  ledgerline: () =>
    appIcon(
      "#6366f1",
      "#312e81",
      `<path d="M 68 84 h 120" stroke="#fff" stroke-width="14" stroke-linecap="round"/>` +
        `<path d="M 68 128 h 84" stroke="#c7d2fe" stroke-width="14" stroke-linecap="round"/>` +
        `<path d="M 68 172 h 120" stroke="#fff" stroke-width="14" stroke-linecap="round"/>` +
        circle(182, 128, 16, "#a5f3c4"),
    ),
  lowroad: () =>
    appIcon(
      "#fb923c",
      "#c2410c",
      `<path d="M 40 150 C 80 90 110 84 142 122 C 162 100 190 96 216 130" fill="none" stroke="rgb(255 255 255 / 0.45)" stroke-width="10" stroke-linecap="round"/>` +
        `<path d="M 48 184 H 208" stroke="#fff" stroke-width="16" stroke-linecap="round"/>` +
        circle(72, 184, 14, "#c2410c", `stroke="#fff" stroke-width="6"`) +
        circle(184, 184, 14, "#fff"),
    ),
  "old-portfolio": () =>
    appIcon(
      "#4b4b4b",
      "#1f1f1f",
      text(128, 150, "</>", { size: 84, weight: 700, fill: "#d9a441", anchor: "middle", family: MONO }) +
        text(128, 204, "2017", { size: 28, weight: 700, fill: "#efe9dd", anchor: "middle", family: SERIF, spacing: 4 }),
    ),
};

// ---------------------------------------------------------------- post covers (1600 x 900)

function cover(options: { from: string; to: string; art: string; kicker: string; defs?: string }): string {
  const { from, to, art, kicker } = options;
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="rgb(255 255 255 / 0.10)"/></pattern>` +
    (options.defs ?? "");
  return svg(
    1600,
    900,
    rect(0, 0, 1600, 900, "url(#bg)") + rect(0, 0, 1600, 900, "url(#dots)") + art + text(160, 800, kicker, { size: 26, weight: 700, fill: "rgb(255 255 255 / 0.72)", family: MONO, spacing: 2 }),
    defs,
  );
}

function debounceCover(): string {
  // Keystrokes arrive as ticks; one request fires after the quiet period.
  const keys = [250, 300, 342, 420, 470, 520, 560, 640];
  const art =
    `<path d="M 160 460 H 1440" stroke="rgb(255 255 255 / 0.35)" stroke-width="4"/>` +
    keys.map((x, i) => `<rect x="${x}" y="${380 - (i % 3) * 22}" width="22" height="${80 + (i % 3) * 22}" rx="11" fill="#5eead4" opacity="${0.55 + (i % 3) * 0.15}"/>`).join("") +
    `<rect x="662" y="420" width="560" height="80" rx="40" fill="rgb(94 234 212 / 0.14)" stroke="#5eead4" stroke-width="3" stroke-dasharray="10 10"/>` +
    text(942, 470, "2000 ms of quiet", { size: 30, weight: 700, fill: "#ccfbf1", anchor: "middle", family: MONO }) +
    circle(1280, 460, 46, "#fbbf24") +
    `<path d="M 1262 460 l 12 14 l 26 -30" stroke="#422006" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    rect(1080, 200, 360, 64, "rgb(255 255 255 / 0.10)", { rx: 14, stroke: "rgb(255 255 255 / 0.3)" }) +
    text(1104, 242, "/projects?search=tide", { size: 26, fill: "#f0fdfa", family: MONO }) +
    `<path d="M 1280 410 V 272" stroke="#fbbf24" stroke-width="4" stroke-dasharray="8 8"/>`;
  return cover({ from: "#0f3b3a", to: "#0b1d2c", art, kicker: "REACT · URL STATE" });
}

function keysetCover(): string {
  const random = seeded(11);
  const rows = Array.from({ length: 9 }, (_, r) =>
    Array.from({ length: 5 }, (_, c) => {
      const x = 160 + c * 250;
      const y = 120 + r * 66;
      const highlighted = r === 5;
      return rect(x, y, 200 + random() * 30, 44, highlighted ? "#a78bfa" : "rgb(255 255 255 / 0.10)", { rx: 10 });
    }).join(""),
  ).join("");
  const art =
    rows +
    // The bookmark: where the next page starts, instead of counting past the rows before it.
    `<path d="M 100 438 h 40 l 18 22 l -18 22 h -40 z" fill="#fbbf24"/>` +
    rect(160, 106, 1280, 300, "url(#fade)") +
    rect(760, 700, 680, 72, "rgb(15 12 50 / 0.7)", { rx: 14, stroke: "rgb(167 139 250 / 0.6)" }) +
    text(1100, 747, "where (created_at, id) < ($1, $2)", { size: 30, weight: 700, fill: "#ede9fe", anchor: "middle", family: MONO });
  return cover({
    from: "#312e81",
    to: "#1e1b4b",
    art,
    kicker: "POSTGRESQL · PAGINATION",
    defs: `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e1b4b" stop-opacity="0.5"/><stop offset="1" stop-color="#1e1b4b" stop-opacity="0"/></linearGradient>`,
  });
}

function cspCover(): string {
  const random = seeded(3);
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const hash = () => "sha256-" + Array.from({ length: 43 }, () => alphabet[Math.floor(random() * alphabet.length)]).join("") + "=";
  const background = Array.from({ length: 14 }, (_, i) => text(120 - (i % 2) * 200, 70 + i * 52, `'${hash()}' '${hash()}'`, { size: 22, fill: "rgb(255 255 255 / 0.07)", family: MONO })).join("");
  const shield = "M 800 170 L 1010 240 V 430 C 1010 560 920 650 800 700 C 680 650 590 560 590 430 V 240 Z";
  const art =
    background +
    `<path d="${shield}" fill="url(#shield)" stroke="#fecdd3" stroke-width="6"/>` +
    `<path d="M 720 430 l 56 58 l 110 -124" stroke="#ffffff" stroke-width="26" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    rect(330, 560, 940, 70, "rgb(15 23 42 / 0.72)", { rx: 14 }) +
    text(800, 606, "script-src 'self' 'sha256-…'", { size: 32, weight: 700, fill: "#fecdd3", anchor: "middle", family: MONO });
  return cover({
    from: "#881337",
    to: "#1f0a1a",
    art,
    kicker: "SECURITY · CACHED PAGES",
    defs: `<linearGradient id="shield" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fb7185"/><stop offset="1" stop-color="#be123c"/></linearGradient>`,
  });
}

function bodyLimitCover(): string {
  const random = seeded(5);
  // Chunks stream in from the left; the counter stops them at the limit line.
  const chunks = Array.from({ length: 26 }, (_, i) => {
    const x = 160 + i * 40;
    const h = 60 + random() * 160;
    const over = x > 1040;
    return rect(x, 470 - h, 26, h, over ? "rgb(251 146 60 / 0.25)" : "#fb923c", { rx: 6, ...(over ? { stroke: "#fb923c", "stroke-dasharray": "6 6" } : {}) });
  }).join("");
  const art =
    `<path d="M 160 470 H 1440" stroke="rgb(255 255 255 / 0.35)" stroke-width="4"/>` +
    chunks +
    `<path d="M 1060 150 V 560" stroke="#fde68a" stroke-width="6"/>` +
    rect(1090, 160, 330, 110, "rgb(0 0 0 / 0.35)", { rx: 16 }) +
    text(1114, 208, "413", { size: 44, weight: 700, fill: "#fde68a", family: MONO }) +
    text(1114, 246, "Payload Too Large", { size: 24, fill: "#fff7ed" }) +
    text(160, 560, "received: 4 194 304 bytes", { size: 28, fill: "#ffedd5", family: MONO });
  return cover({ from: "#7c2d12", to: "#1c0d06", art, kicker: "NODE.JS · STREAMS" });
}

// ---------------------------------------------------------------- certificate cards (1600 x 1000)

function certificate(options: { code: string; title: string[]; issuer: string; date: string; id: string; from: string; to: string }): string {
  const { code, title, issuer, date, id, from, to } = options;
  const hex = (cx: number, cy: number, r: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i - Math.PI / 2;
      return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
    }).join(" ");
  const body =
    rect(0, 0, 1600, 1000, "url(#bg)") +
    rect(0, 0, 1600, 1000, "url(#grid)") +
    rect(110, 90, 1380, 820, "#fbfaf7", { rx: 28, filter: "url(#shadow)" }) +
    rect(134, 114, 1332, 772, "none", { rx: 18, stroke: "#e7e1d4", "stroke-width": 2 }) +
    `<polygon points="${hex(440, 470, 210)}" fill="url(#badge)"/>` +
    `<polygon points="${hex(440, 470, 176)}" fill="none" stroke="rgb(255 255 255 / 0.55)" stroke-width="4"/>` +
    text(440, 470, code, { size: code.length > 5 ? 56 : 72, weight: 700, fill: "#ffffff", anchor: "middle", family: SANS }) +
    text(440, 526, issuer.toUpperCase(), { size: 20, weight: 700, fill: "rgb(255 255 255 / 0.85)", anchor: "middle", spacing: 2 }) +
    `<path d="M 380 660 l -30 120 l 40 -22 l 26 34 l 24 -120 z M 500 660 l 30 120 l -40 -22 l -26 34 l -24 -120 z" fill="${to}"/>` +
    text(740, 250, issuer.toUpperCase(), { size: 22, weight: 700, fill: from, spacing: 3 }) +
    lines(740, 330, title, 62, { size: 52, weight: 700, fill: "#1c1f2a" }) +
    text(740, 330 + title.length * 62 + 30, "Awarded to", { size: 22, fill: "#6b7080" }) +
    text(740, 330 + title.length * 62 + 90, "Alex Morgan", { size: 50, fill: "#1c1f2a", family: SERIF }) +
    rect(740, 720, 640, 2, "#e7e1d4") +
    text(740, 770, "ISSUED", { size: 16, weight: 700, fill: "#8a8f9c", spacing: 2 }) +
    text(740, 806, date, { size: 26, fill: "#1c1f2a" }) +
    text(1010, 770, "CREDENTIAL ID", { size: 16, weight: 700, fill: "#8a8f9c", spacing: 2 }) +
    text(1010, 806, id, { size: 26, fill: "#1c1f2a", family: MONO });
  const defs =
    SHADOW +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<linearGradient id="badge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M 40 0 H 0 V 40" fill="none" stroke="rgb(255 255 255 / 0.08)"/></pattern>`;
  return svg(1600, 1000, body, defs);
}

// ---------------------------------------------------------------- the owner's avatar (512 x 512)

function avatar(): string {
  const skin = "#e0a98a";
  const skinShade = "#c98e70";
  const hair = "#3b2a20";
  const body =
    circle(256, 256, 256, "url(#bg)") +
    circle(400, 120, 60, "rgb(255 255 255 / 0.12)") +
    circle(110, 400, 90, "rgb(255 255 255 / 0.08)") +
    `<clipPath id="round"><circle cx="256" cy="256" r="256"/></clipPath><g clip-path="url(#round)">` +
    // Shoulders and a sweater with a collar.
    `<path d="M 86 512 C 96 410 170 372 256 372 C 342 372 416 410 426 512 Z" fill="#0f766e"/>` +
    `<path d="M 206 378 Q 256 430 306 378 L 296 368 Q 256 404 216 368 Z" fill="#115e59"/>` +
    // Neck.
    `<path d="M 222 318 h 68 v 62 q -34 26 -68 0 z" fill="${skinShade}"/>` +
    // Ears, face.
    `<ellipse cx="168" cy="240" rx="20" ry="28" fill="${skin}"/><ellipse cx="344" cy="240" rx="20" ry="28" fill="${skin}"/>` +
    `<path d="M 172 214 C 172 140 210 112 256 112 C 302 112 340 140 340 214 C 340 300 300 346 256 346 C 212 346 172 300 172 214 Z" fill="${skin}"/>` +
    // Hair: a swept fringe.
    `<path d="M 164 232 C 150 150 196 92 262 94 C 324 96 362 140 350 226 C 344 196 330 172 312 160 C 276 178 222 178 186 160 C 176 180 168 204 164 232 Z" fill="${hair}"/>` +
    `<path d="M 186 160 C 226 150 286 150 312 160 C 292 126 230 120 186 160 Z" fill="#4a372b"/>` +
    // Eyebrows, glasses, eyes.
    `<path d="M 196 196 q 22 -10 42 -2 M 274 194 q 20 -8 42 2" stroke="${hair}" stroke-width="7" stroke-linecap="round" fill="none"/>` +
    `<rect x="186" y="208" width="62" height="48" rx="18" fill="rgb(255 255 255 / 0.18)" stroke="#1f2937" stroke-width="6"/>` +
    `<rect x="264" y="208" width="62" height="48" rx="18" fill="rgb(255 255 255 / 0.18)" stroke="#1f2937" stroke-width="6"/>` +
    `<path d="M 248 226 q 8 -6 16 0" stroke="#1f2937" stroke-width="6" fill="none"/>` +
    circle(218, 234, 7, "#1f2937") +
    circle(294, 234, 7, "#1f2937") +
    circle(221, 231, 2.2, "#ffffff") +
    circle(297, 231, 2.2, "#ffffff") +
    // Nose, cheeks, smile.
    `<path d="M 258 250 q -10 30 -2 36 q 6 3 14 -1" stroke="${skinShade}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    circle(198, 282, 16, "rgb(236 120 110 / 0.25)") +
    circle(314, 282, 16, "rgb(236 120 110 / 0.25)") +
    `<path d="M 222 300 q 34 30 68 0" stroke="#7a3b2e" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    `</g>`;
  return svg(
    512,
    512,
    body,
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#99f6e4"/><stop offset="1" stop-color="#38bdf8"/></linearGradient>`,
  );
}

// ---------------------------------------------------------------- the set

const DRAWINGS: Record<string, () => string> = {
  [DEMO_ASSETS.projects.fieldnotes.screenshot]: fieldnotesScreenshot,
  [DEMO_ASSETS.projects.tidepool.screenshot]: tidepoolScreenshot,
  [DEMO_ASSETS.projects.ledgerline.screenshot]: ledgerlineScreenshot,
  [DEMO_ASSETS.projects.lowroad.screenshot]: lowroadScreenshot,
  [DEMO_ASSETS.projects["old-portfolio"].screenshot]: oldPortfolioScreenshot,
  ...Object.fromEntries(Object.entries(DEMO_ASSETS.projects).map(([key, files]) => [files.logo, LOGOS[key]])),
  [DEMO_ASSETS.posts.debounce]: debounceCover,
  [DEMO_ASSETS.posts.keyset]: keysetCover,
  [DEMO_ASSETS.posts.csp]: cspCover,
  [DEMO_ASSETS.posts.bodyLimits]: bodyLimitCover,
  [DEMO_ASSETS.certifications.aws]: () =>
    certificate({ code: "DVA-C02", title: ["AWS Certified Developer", "– Associate"], issuer: "Amazon Web Services", date: "January 2025", id: "Q7KX2M9H4B1LJW5E", from: "#f59e0b", to: "#b45309" }),
  [DEMO_ASSETS.certifications.ckad]: () =>
    certificate({ code: "CKAD", title: ["Certified Kubernetes", "Application Developer"], issuer: "The Linux Foundation", date: "September 2024", id: "LF-8q2z4k7mxa", from: "#3b82f6", to: "#1e3a8a" }),
  [DEMO_ASSETS.certifications.psm]: () =>
    certificate({ code: "PSM I", title: ["Professional Scrum", "Master I"], issuer: "Scrum.org", date: "June 2023", id: "1084379", from: "#0ea5e9", to: "#075985" }),
  [DEMO_ASSETS.avatar]: avatar,
};

async function render(name: string, source: string): Promise<Buffer> {
  const image = sharp(Buffer.from(source));
  // Logos keep transparent corners and flat colour: PNG, palette-reduced. The rest: WebP.
  if (name.endsWith(".png")) return image.png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();
  return image.webp({ quality: 80, effort: 6, smartSubsample: true }).toBuffer();
}

async function main() {
  fs.mkdirSync(DEMO_ASSET_DIR, { recursive: true });
  const wanted = new Set([...Object.keys(DRAWINGS), DEMO_ASSETS.resume]);
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !wanted.has(name));
  if (unknown.length > 0) throw new Error(`Not a demo asset: ${unknown.join(", ")}`);
  for (const stale of fs.readdirSync(DEMO_ASSET_DIR)) {
    if (!wanted.has(stale)) fs.rmSync(path.join(DEMO_ASSET_DIR, stale));
  }
  const write = (name: string) => only.length === 0 || only.includes(name);
  for (const [name, draw] of Object.entries(DRAWINGS)) {
    if (!write(name)) continue;
    const bytes = await render(name, draw());
    fs.writeFileSync(path.join(DEMO_ASSET_DIR, name), bytes);
    const { width, height } = await sharp(bytes).metadata();
    console.log(`${name.padEnd(40)} ${`${width}x${height}`.padEnd(10)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB`);
  }
  if (write(DEMO_ASSETS.resume)) {
    const pdf = demoResumePdf();
    fs.writeFileSync(path.join(DEMO_ASSET_DIR, DEMO_ASSETS.resume), pdf);
    console.log(`${DEMO_ASSETS.resume.padEnd(40)} ${"A4 PDF".padEnd(10)} ${(pdf.length / 1024).toFixed(1).padStart(7)} KB`);
  }
  // The budget covers every file in the folder, rewritten now or not.
  const total = [...wanted].reduce((sum, name) => sum + fs.statSync(path.join(DEMO_ASSET_DIR, name)).size, 0);
  console.log(`total ${(total / 1024 / 1024).toFixed(2)} MB in ${wanted.size} files (budget ${(DEMO_ASSET_BUDGET_BYTES / 1024 / 1024).toFixed(0)} MB)`);
  if (total > DEMO_ASSET_BUDGET_BYTES) {
    console.error("over budget: lower the quality or simplify a drawing");
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
