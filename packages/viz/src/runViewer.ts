/// <reference lib="dom" />
// The script of the page toHtmlViewer writes, typed against the DOM. toHtmlViewer inlines the
// compiled function (its source text, `runViewer.toString()`) into the page, so this function must
// stay self-contained: it may use only its own locals and the browser's globals, never an import or
// a name of this module.

/** One step of a hand as the viewer page reads it from its JSON block. @internal */
export interface ViewerPageStep {
  label: string;
  detail: string;
  /** The state value as short text (the "state:" box). */
  value: string;
  /** The ids of the active states, outermost first (`s:<id>` in the SVG). */
  active: string[];
  /** The ids of the chart edges the step's transitions went along (`e:<id>` in the SVG). */
  edges?: string[];
  /** The transitions as text, shown under the step. */
  via?: string;
}

/** One hand as the viewer page reads it from its JSON block. @internal */
export interface ViewerPageHand {
  title: string;
  steps: ViewerPageStep[];
}

/**
 * Runs the viewer in the page: reads the hands from `#viewer-steps`, makes the chart pan and zoom,
 * and steps through the hands with the buttons, the keyboard, clicks and the URL hash.
 * @internal
 */
export function runViewer(): void {
  const byId = <T extends HTMLElement = HTMLElement>(id: string): T | null => document.getElementById(id) as T | null;
  const need = <T extends HTMLElement = HTMLElement>(id: string): T => byId<T>(id)!;
  const hands = JSON.parse(need('viewer-steps').textContent ?? '[]') as ViewerPageHand[];
  const chart = need<HTMLDivElement>('chart');
  const svg = chart.querySelector('svg')!;
  let hand = -1;
  let current = -1;

  // ---- pan and zoom: the SVG fills the pane and its viewBox is the part of the chart shown ----
  const base = svg.viewBox.baseVal;
  const full = { x: base.x, y: base.y, w: base.width, h: base.height };
  // CSS pixels per chart unit at 100% (Graphviz sizes the picture in points: 1pt = 4/3 px).
  const unit = full.w > 0 && svg.width.baseVal.value > 0 ? svg.width.baseVal.value / full.w : 4 / 3;
  svg.setAttribute('width', '100%');
  svg.setAttribute('height', '100%');
  svg.setAttribute('preserveAspectRatio', 'xMinYMin meet');
  const view = { x: full.x, y: full.y, zoom: 1 };
  const MAX_ZOOM = 4;
  const pane = (): { w: number; h: number } => ({ w: Math.max(1, chart.clientWidth), h: Math.max(1, chart.clientHeight) });
  const fitZoom = (): number => {
    const p = pane();
    return Math.min(p.w / (full.w * unit), p.h / (full.h * unit));
  };
  const minZoom = (): number => Math.min(0.5, fitZoom() * 0.8);
  const apply = (): void => {
    const p = pane();
    const s = unit * view.zoom;
    svg.setAttribute('viewBox', [view.x, view.y, p.w / s, p.h / s].join(' '));
    need('zoom-level').textContent = `${Math.round(view.zoom * 100)}%`;
    document.body.setAttribute('data-zoom', String(Math.round(view.zoom * 1000) / 1000));
  };
  const zoomAt = (factor: number, px?: number, py?: number): void => {
    const p = pane();
    const x = px ?? p.w / 2;
    const y = py ?? p.h / 2;
    let s = unit * view.zoom;
    const ux = view.x + x / s;
    const uy = view.y + y / s;
    view.zoom = Math.max(minZoom(), Math.min(MAX_ZOOM, view.zoom * factor));
    s = unit * view.zoom;
    view.x = ux - x / s;
    view.y = uy - y / s;
    apply();
  };
  const centerOn = (ux: number, uy: number): void => {
    const p = pane();
    const s = unit * view.zoom;
    view.x = ux - p.w / (2 * s);
    view.y = uy - p.h / (2 * s);
    apply();
  };
  const fit = (): void => {
    view.zoom = fitZoom();
    centerOn(full.x + full.w / 2, full.y + full.h / 2);
  };
  // The box of an element of the chart in chart units.
  const unitsBox = (el: Element): { x: number; y: number; w: number; h: number } => {
    const r = el.getBoundingClientRect();
    const c = chart.getBoundingClientRect();
    const s = unit * view.zoom;
    return { x: view.x + (r.left - c.left) / s, y: view.y + (r.top - c.top) / s, w: r.width / s, h: r.height / s };
  };
  const leaf = (): HTMLElement | null => {
    const step = hands[hand]?.steps[current];
    return step && step.active.length > 0 ? byId(`s:${step.active[step.active.length - 1]!}`) : null;
  };
  // Pans (never zooms) so that the current state is in view.
  const reveal = (always: boolean): void => {
    const el = leaf();
    if (!el || !el.getBoundingClientRect) return;
    const r = el.getBoundingClientRect();
    const c = chart.getBoundingClientRect();
    if (always || r.left < c.left || r.right > c.right || r.top < c.top || r.bottom > c.bottom) {
      const b = unitsBox(el);
      centerOn(b.x + b.w / 2, b.y + b.h / 2);
    }
  };
  // 100%: the size Graphviz laid the chart out at, where every label is at least 12px.
  const actualSize = (): void => {
    const p = pane();
    const el = leaf();
    const b = el ? unitsBox(el) : null;
    view.zoom = 1;
    if (full.w * unit <= p.w && full.h * unit <= p.h) centerOn(full.x + full.w / 2, full.y + full.h / 2);
    else if (b) centerOn(b.x + b.w / 2, b.y + b.h / 2);
    else apply();
  };
  const pan = (dx: number, dy: number): void => {
    const s = unit * view.zoom;
    view.x += dx / s;
    view.y += dy / s;
    apply();
  };
  let drag: { x: number; y: number; id: number } | null = null;
  chart.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    drag = { x: e.clientX, y: e.clientY, id: e.pointerId };
    chart.classList.add('dragging');
    if (chart.setPointerCapture) chart.setPointerCapture(e.pointerId);
    chart.focus({ preventScroll: true });
  });
  chart.addEventListener('pointermove', (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    pan(drag.x - e.clientX, drag.y - e.clientY);
    drag.x = e.clientX;
    drag.y = e.clientY;
  });
  const endDrag = (): void => {
    drag = null;
    chart.classList.remove('dragging');
  };
  chart.addEventListener('pointerup', endDrag);
  chart.addEventListener('pointercancel', endDrag);
  chart.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const c = chart.getBoundingClientRect();
      const dy = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaMode === 2 ? e.deltaY * c.height : e.deltaY;
      zoomAt(Math.exp(-dy * 0.002), e.clientX - c.left, e.clientY - c.top);
    },
    { passive: false },
  );
  window.addEventListener('resize', apply);

  // ---- the hand history ----
  const lists = (): NodeListOf<HTMLOListElement> => document.querySelectorAll<HTMLOListElement>('ol.steps');
  const items = (): ArrayLike<HTMLLIElement> => byId(`steps-${hand + 1}`)?.querySelectorAll('li') ?? [];
  const buttonOf = (id: string): HTMLButtonElement => need<HTMLButtonElement>(id);
  const show = (toHand: number, toStep: number, fromHash = false): void => {
    const h = Math.max(0, Math.min(hands.length - 1, toHand));
    const steps = hands[h]!.steps;
    const i = Math.max(0, Math.min(steps.length - 1, toStep));
    if (h !== hand) {
      const all = lists();
      for (let k = 0; k < all.length; k++) all[k]!.hidden = k !== h;
      const select = byId<HTMLSelectElement>('hand');
      if (select) select.value = String(h);
      hand = h;
      current = -1;
    }
    for (const previous of document.querySelectorAll('.chart .state.active, .chart .edge.taken')) previous.classList.remove('active', 'taken');
    const step = steps[i]!;
    const edges = step.edges ?? [];
    for (const id of edges) byId(`e:${id}`)?.classList.add('taken');
    document.body.setAttribute('data-taken', edges.join(' '));
    for (const id of step.active) byId(`s:${id}`)?.classList.add('active');
    const li = items();
    for (let q = 0; q < li.length; q++) {
      if (q === i) li[q]!.setAttribute('aria-current', 'step');
      else li[q]!.removeAttribute('aria-current');
    }
    const item = li[i];
    if (item) {
      const list = item.closest('aside');
      if (list && list.scrollHeight > list.clientHeight) {
        const top = item.offsetTop - list.offsetTop;
        const bottom = top + item.offsetHeight;
        if (top < list.scrollTop) list.scrollTop = top;
        else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
      }
    }
    current = i;
    need('position').textContent = `Step ${i + 1} / ${steps.length}`;
    need('state').textContent = step.value;
    buttonOf('first').disabled = buttonOf('prev').disabled = i === 0;
    buttonOf('last').disabled = buttonOf('next').disabled = i === steps.length - 1;
    document.body.setAttribute('data-hand', String(h + 1));
    document.body.setAttribute('data-step', String(i + 1));
    document.body.setAttribute('data-active', step.active.join(' '));
    if (!fromHash && history.replaceState) {
      history.replaceState(null, '', hands.length > 1 ? `#hand=${h + 1}&step=${i + 1}` : `#step=${i + 1}`);
    }
    reveal(false);
  };
  const readHash = (): [number, number] => {
    const h = /hand=(\d+)/.exec(location.hash);
    const s = /step=(\d+)/.exec(location.hash);
    return [h ? parseInt(h[1]!, 10) - 1 : 0, s ? parseInt(s[1]!, 10) - 1 : 0];
  };
  buttonOf('first').addEventListener('click', () => show(hand, 0));
  buttonOf('prev').addEventListener('click', () => show(hand, current - 1));
  buttonOf('next').addEventListener('click', () => show(hand, current + 1));
  buttonOf('last').addEventListener('click', () => show(hand, hands[hand]!.steps.length - 1));
  buttonOf('zoom-in').addEventListener('click', () => zoomAt(1.25));
  buttonOf('zoom-out').addEventListener('click', () => zoomAt(0.8));
  buttonOf('zoom-fit').addEventListener('click', fit);
  buttonOf('zoom-actual').addEventListener('click', actualSize);
  const select = byId<HTMLSelectElement>('hand');
  if (select) {
    select.addEventListener('change', () => {
      show(parseInt(select.value, 10), 0);
      select.blur();
    });
  }
  lists().forEach((ol, h) => {
    ol.querySelectorAll('li').forEach((li, i) => li.querySelector('button')?.addEventListener('click', () => show(h, i)));
  });
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const tag = (e.target as Element | null)?.tagName;
    if (tag === 'SELECT' || tag === 'INPUT' || tag === 'TEXTAREA') return;
    const step = 80;
    if (e.shiftKey && e.key === 'ArrowLeft') pan(-step, 0);
    else if (e.shiftKey && e.key === 'ArrowRight') pan(step, 0);
    else if (e.shiftKey && e.key === 'ArrowUp') pan(0, -step);
    else if (e.shiftKey && e.key === 'ArrowDown') pan(0, step);
    else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') show(hand, current + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') show(hand, current - 1);
    else if (e.key === 'Home') show(hand, 0);
    else if (e.key === 'End') show(hand, hands[hand]!.steps.length - 1);
    else if (e.key === ']') show(hand + 1, 0);
    else if (e.key === '[') show(hand - 1, 0);
    else if (e.key === '+' || e.key === '=') zoomAt(1.25);
    else if (e.key === '-' || e.key === '_') zoomAt(0.8);
    else if (e.key === '0') fit();
    else if (e.key === '1') actualSize();
    else if (e.key === 'z' || e.key === 'Z') {
      if (Math.abs(view.zoom - 1) < 0.001) fit();
      else actualSize();
    } else return;
    e.preventDefault();
  });
  window.addEventListener('hashchange', () => {
    const [h, s] = readHash();
    show(h, s, true);
  });
  apply();
  const [startHand, startStep] = readHash();
  show(startHand, startStep, true);
  actualSize();
}
