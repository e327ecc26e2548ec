// Tooltips of the quality charts drawn in the chart's own SVG (ECharts' richText), not as HTML:
// ECharts writes its HTML tooltips (colour markers, rows) with style attributes in markup, which
// the portal's Content-Security-Policy (style-src 'self', no inline style) refuses. Kept inside the
// chart's box, as the SVG cannot draw past it. Lines of a formatter are joined with '\n'.
export const CHART_TOOLTIP = { renderMode: 'richText', confine: true } as const
