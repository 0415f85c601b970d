import type { Analytics } from "@/lib/analytics/query";
import { formatDay } from "./format";

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Views (bars) and visitors (a line) per day, as plain SVG: no chart library on the owner's
 * phone. The picture is for the eye; the same figures are in the table below it, which is
 * what a screen reader reads.
 */
export function VisitsChart({ daily }: { daily: Analytics["daily"] }) {
  const top = Math.max(1, ...daily.map((day) => day.views));
  const step = WIDTH / daily.length;
  const y = (value: number) => HEIGHT - (value / top) * (HEIGHT - 8);
  const line = daily.map((day, i) => `${(i + 0.5) * step},${y(day.visitors)}`).join(" ");
  return (
    <figure className="flex flex-col gap-2">
      <div className="flex items-center gap-4 text-sm text-muted" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-accent/40" /> Views
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-fg" /> Visitors
        </span>
        <span className="ml-auto tabular-nums">max {top}</span>
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="h-40 w-full" aria-hidden="true" focusable="false">
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-line" strokeWidth="1" vectorEffect="non-scaling-stroke" />
        {daily.map((day, i) => (
          <rect key={day.date} x={i * step + step * 0.15} width={step * 0.7} y={y(day.views)} height={HEIGHT - y(day.views)} className="fill-accent/40" />
        ))}
        <polyline points={line} fill="none" className="stroke-fg" strokeWidth="2" vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
      </svg>
      <figcaption className="flex justify-between text-xs text-muted">
        <span>{formatDay(daily[0].date)}</span>
        <span>{formatDay(daily.at(-1)!.date)}</span>
      </figcaption>
    </figure>
  );
}
