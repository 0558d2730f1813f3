import type { TableColumnWidth } from './tableTypes';

/** A column's CSS grid track: pixels as given, fractions and unsized columns share the free space. */
export function columnTrack(width: TableColumnWidth | undefined, minWidth: number | undefined): string {
  if (typeof width === 'number') return `${width}px`;
  if (width?.endsWith('%')) return width;
  return `minmax(${minWidth ?? 0}px, ${width ?? '1fr'})`;
}
