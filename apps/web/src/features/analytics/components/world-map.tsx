import { geoEqualEarth, geoPath } from 'd3-geo';
import { useMemo } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { alpha2ByNumeric } from '../utils/country-numeric.ts';
import classes from './analytics.module.css';

const width = 800;
const height = 400;

// Drawn once per page load from the bundled Natural Earth TopoJSON: no tiles, no network.
const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const shapes = feature(topology, topology.objects.countries).features;
const path = geoPath(geoEqualEarth().fitSize([width, height], { type: 'Sphere' }));

/**
 * A choropleth of streams by country: the darker, the more. Countries with streams are
 * focusable and open with Enter or a click; each names itself and its figure (`title`), and the
 * map as a whole is summed up in `label` for a screen reader. The ranked table beside it
 * carries the same figures.
 */
export function WorldMap(props: {
  streams: Map<string, number>;
  label: string;
  name: (code: string) => string;
  describe: (code: string, streams: number) => string;
  onSelect: (code: string) => void;
}) {
  const max = Math.max(1, ...props.streams.values());
  const paths = useMemo(
    () =>
      shapes.map((shape) => ({
        code: alpha2ByNumeric[String(shape.id)] ?? '',
        d: path(shape) ?? '',
      })),
    [],
  );
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={classes.map}
      role="group"
      aria-label={props.label}
    >
      {paths.map(({ code, d }, i) => {
        const streams = props.streams.get(code) ?? 0;
        // A square-root scale: the long tail of small countries still shows.
        const opacity = streams === 0 ? 0 : 0.15 + 0.85 * Math.sqrt(streams / max);
        const fill =
          streams === 0
            ? 'var(--mantine-color-default-border)'
            : `color-mix(in srgb, var(--mantine-color-teal-6) ${Math.round(opacity * 100)}%, transparent)`;
        return streams === 0 ? (
          <path key={i} d={d} fill={fill} aria-hidden />
        ) : (
          <path
            key={i}
            d={d}
            fill={fill}
            tabIndex={0}
            role="button"
            aria-label={props.describe(code, streams)}
            onClick={() => props.onSelect(code)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                props.onSelect(code);
              }
            }}
          >
            <title>{props.describe(code, streams)}</title>
          </path>
        );
      })}
    </svg>
  );
}
