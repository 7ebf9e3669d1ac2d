import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { chartSvg, markActive, markStates, type Chart, type DrawOptions } from './chart.js';
import { defaultDrawing } from './drawing.js';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Props {
  chart: Chart | null;
  active: readonly string[];
  selectedEdge: string | null;
  onSelectEdge: (edgeId: string) => void;
}

/**
 * The hand's statechart as inline SVG (Graphviz layout from @pokerchart/viz), with pan (drag),
 * zoom (wheel, buttons, + and - keys), the active states marked `data-active="true"`, and
 * transitions that explain themselves when clicked.
 */
export function ChartView({ chart, active, selectedEdge, onSelectEdge }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement | null>(null);
  const home = useRef<Box | null>(null);
  const box = useRef<Box | null>(null);
  const [status, setStatus] = useState<'none' | 'loading' | 'ready' | 'error'>('none');
  const [error, setError] = useState('');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const follow = useRef(true);
  const [options, setOptions] = useState<DrawOptions>(defaultDrawing);
  const drawKey = chart ? `${chart.key}|${options.guards}|${options.descriptions}` : null;

  const apply = (b: Box) => {
    box.current = b;
    svgRef.current?.setAttribute('viewBox', `${b.x} ${b.y} ${b.w} ${b.h}`);
    if (home.current) setZoom(home.current.w / b.w);
  };

  // lay out and insert the SVG when the drawing changes
  useEffect(() => {
    if (!chart || drawKey === null) return;
    if (drawn === drawKey) return;
    let cancelled = false;
    setStatus('loading');
    chartSvg(chart, options).then(
      (text) => {
        if (cancelled || !host.current) return;
        host.current.innerHTML = text;
        const svg = host.current.querySelector('svg');
        if (!svg) return;
        svg.removeAttribute('width');
        svg.removeAttribute('height');
        svg.setAttribute('role', 'img');
        svg.setAttribute('preserveAspectRatio', 'xMidYMin meet');
        svg.querySelectorAll('title').forEach((t) => t.remove());
        const vb = svg.viewBox.baseVal;
        home.current = { x: vb.x, y: vb.y, w: vb.width, h: vb.height };
        svgRef.current = svg;
        markStates(svg, chart);
        // wider, invisible strokes make thin transition lines easy to click
        svg.querySelectorAll('[data-transition] path').forEach((p) => {
          const hit = p.cloneNode() as SVGPathElement;
          hit.setAttribute('class', 'hit');
          p.parentNode!.insertBefore(hit, p);
        });
        apply(home.current);
        // on a narrow screen the whole chart is too small to read: start zoomed in on the hand
        if (host.current.clientWidth < 600 && follow.current) zoomBy(2.2);
        setDrawn(drawKey);
        setStatus('ready');
        if (performance.getEntriesByName('playground:chart').length === 0) performance.mark('playground:chart');
      },
      (e: unknown) => {
        if (cancelled) return;
        setError(e instanceof Error ? e.message : String(e));
        setStatus('error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [drawKey]);

  // highlight the active states (and follow them when zoomed in), in the same frame as the table
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg || !chart || drawn !== drawKey) return;
    markActive(svg, active);
    svg.setAttribute('aria-label', `Chart of ${chart.json.description ?? chart.json.id}; active states: ${active.join(', ') || 'none'}`);
    const b = box.current;
    const h = home.current;
    if (follow.current && b && h && b.w < h.w * 0.98) {
      const deepest = [...svg.querySelectorAll<SVGGraphicsElement>('[data-active="true"]')].pop();
      if (deepest) {
        const bb = deepest.getBBox();
        const ctm = deepest.getCTM();
        const root = svg.getCTM();
        if (ctm && root) {
          // the element's box in viewBox units
          const m = root.inverse().multiply(ctm);
          const cx = m.a * (bb.x + bb.width / 2) + m.c * (bb.y + bb.height / 2) + m.e;
          const cy = m.b * (bb.x + bb.width / 2) + m.d * (bb.y + bb.height / 2) + m.f;
          apply({ ...b, x: cx - b.w / 2, y: cy - b.h / 2 });
        }
      }
    }
  }, [active.join('|'), drawn]);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    svg.querySelectorAll('[data-transition]').forEach((el) => el.classList.toggle('selected', el.getAttribute('data-transition') === selectedEdge));
  }, [selectedEdge, drawn]);

  const zoomBy = (factor: number, cx?: number, cy?: number) => {
    const b = box.current;
    const h = home.current;
    if (!b || !h) return;
    const w = Math.min(h.w * 1.5, Math.max(h.w / 12, b.w / factor));
    const k = w / b.w;
    const px = cx ?? b.x + b.w / 2;
    const py = cy ?? b.y + b.h / 2;
    apply({ x: px - (px - b.x) * k, y: py - (py - b.y) * k, w, h: b.h * k });
  };

  // wheel zoom around the pointer, drag to pan (a drag is not a click on a transition)
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const toChart = (clientX: number, clientY: number) => {
      const svg = svgRef.current;
      const m = svg?.getScreenCTM();
      if (!svg || !m) return null;
      const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
      return p;
    };
    const onWheel = (e: WheelEvent) => {
      if (!svgRef.current) return;
      e.preventDefault();
      const p = toChart(e.clientX, e.clientY);
      zoomBy(e.deltaY < 0 ? 1.2 : 1 / 1.2, p?.x, p?.y);
    };
    let drag: { x: number; y: number; box: Box; moved: boolean } | null = null;
    let suppressClick = false;
    const onDown = (e: PointerEvent) => {
      if (!box.current || e.button !== 0) return;
      drag = { x: e.clientX, y: e.clientY, box: box.current, moved: false };
    };
    const onMove = (e: PointerEvent) => {
      if (!drag || !svgRef.current) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < 4) return;
      if (!drag.moved) el.setPointerCapture(e.pointerId);
      drag.moved = true;
      const scale = drag.box.w / svgRef.current.getBoundingClientRect().width;
      follow.current = false;
      apply({ ...drag.box, x: drag.box.x - dx * scale, y: drag.box.y - dy * scale });
    };
    const onUp = () => {
      suppressClick = drag?.moved ?? false;
      drag = null;
    };
    const onClick = (e: MouseEvent) => {
      if (suppressClick) {
        suppressClick = false;
        return;
      }
      const t = (e.target as Element).closest('[data-transition]');
      if (t) onSelectEdge(t.getAttribute('data-transition')!);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('pointercancel', onUp);
    el.addEventListener('click', onClick);
    return () => {
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('pointercancel', onUp);
      el.removeEventListener('click', onClick);
    };
  }, [onSelectEdge]);

  const onKey = (e: KeyboardEvent) => {
    if (e.key === '+' || e.key === '=') zoomBy(1.25);
    else if (e.key === '-' || e.key === '_') zoomBy(1 / 1.25);
    else if (e.key === '0' && home.current) apply(home.current);
    else return;
    e.preventDefault();
  };

  return (
    <div class="chart">
      <div class="chart-tools" role="toolbar" aria-label="Chart zoom">
        <button type="button" onClick={() => zoomBy(1.25)} title="Zoom in (+)">
          Zoom in
        </button>
        <button type="button" onClick={() => zoomBy(1 / 1.25)} title="Zoom out (-)">
          Zoom out
        </button>
        <button type="button" onClick={() => home.current && apply(home.current)} title="Fit (0)">
          Fit
        </button>
        <label class="inline">
          <input type="checkbox" checked={options.guards} onChange={() => setOptions((o) => ({ ...o, guards: !o.guards }))} /> Guards
        </label>
        <label class="inline">
          <input type="checkbox" checked={options.descriptions} onChange={() => setOptions((o) => ({ ...o, descriptions: !o.descriptions }))} /> Descriptions
        </label>
        <label class="inline">
          <input
            type="checkbox"
            defaultChecked
            onChange={(e) => {
              follow.current = (e.target as HTMLInputElement).checked;
            }}
          />{' '}
          Follow
        </label>
        <span class="zoom-level" aria-live="off">
          {Math.round(zoom * 100)}%
        </span>
      </div>
      <div
        class="chart-canvas"
        ref={host}
        tabIndex={0}
        onKeyDown={onKey}
        aria-label="Chart canvas: drag to pan, wheel or + and - to zoom, 0 to fit; click a transition to explain it"
      />
      {status === 'loading' && <p class="chart-status">Laying out the chart…</p>}
      {status === 'error' && <p class="chart-status error">The chart could not be drawn: {error}</p>}
    </div>
  );
}
