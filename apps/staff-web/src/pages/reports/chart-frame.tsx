import type { ReactElement } from 'react'
import { ResponsiveContainer } from 'recharts'

/** The palette of the charts (the UI's accent and status colours; SVG attributes cannot read CSS variables). */
export const CHART_COLOURS = ['#8a5a00', '#1e4f9c', '#1f6b3a', '#a4262c', '#5f5a4e', '#8a4b00']
/** Every chart's plot margin and axis tick text. */
export const CHART_MARGIN = { top: 8, right: 8, bottom: 0, left: 0 }
export const AXIS_TICK = { fontSize: 12 }

/** A tooltip's heading: the point's label (a day or month), shown as it is. */
export const chartLabel = (label: unknown) =>
  typeof label === 'string' || typeof label === 'number' ? String(label) : ''

/**
 * One chart: a figure with its title, a text summary for screen readers (the chart itself is
 * hidden from them) and a container that follows the card's width, so it reads on a phone. Each
 * chart turns recharts' accessibility layer off: it makes the SVG focusable (tabindex 0), and a
 * focusable element inside `aria-hidden` is a stop the keyboard reaches but a screen reader cannot
 * name (axe `aria-hidden-focus`); the summary says what the chart shows.
 */
export function ChartFrame({ title, summary, children }: { title: string; summary: string; children: ReactElement }) {
  return (
    <figure className="report-chart">
      <figcaption className="report-chart-title">{title}</figcaption>
      <p className="visually-hidden">{summary}</p>
      <div aria-hidden="true" className="report-chart-area">
        <ResponsiveContainer width="100%" height="100%" minWidth={0} initialDimension={{ width: 320, height: 240 }}>
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  )
}
