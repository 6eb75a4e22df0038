/**
 * The script of the self-contained graph page. Written as a TypeScript function so it is type-checked,
 * then inlined with `toString()`: it must not reference anything outside its own body. A plain 2D
 * canvas renderer (no WebGL, no CDN) with pan, zoom, search, a company filter and a details panel.
 */

/** Data shape embedded in the page (compact arrays keep large graphs small). */
export interface ViewData {
  title: string;
  companies: string[];
  types: string[];
  /** [id, label, typeIndex, x, y, degree, companyIndexes] */
  nodes: [string, string, number, number, number, number, number[]][];
  /** [sourceIndex, targetIndex, relation, source label] */
  edges: [number, number, string, string][];
}

export function viewClient(): void {
  const data = JSON.parse(document.getElementById('graph-data')!.textContent!) as ViewData;
  const canvas = document.getElementById('c') as HTMLCanvasElement;
  const ctx = canvas.getContext('2d')!;
  const search = document.getElementById('search') as HTMLInputElement;
  const filter = document.getElementById('company') as HTMLSelectElement;
  const panel = document.getElementById('details')!;
  const palette = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf', '#393b79', '#637939'];
  for (const [i, c] of data.companies.entries()) filter.add(new Option(c, String(i)));
  const legend = document.getElementById('legend')!;
  legend.innerHTML = data.types.map((t, i) => `<span><i style="background:${palette[i % palette.length]}"></i>${t}</span>`).join(' ');

  // Small graphs get every label; large ones only the ~60 best-connected nodes (degree ≥ 3), search
  // hits and the selection, so the picture stays readable.
  const labelAll = data.nodes.length <= 150;
  const degrees = data.nodes.map((n) => n[5]).sort((a, b) => b - a);
  const labelDegree = Math.max(3, degrees[Math.min(59, degrees.length - 1)] ?? 0);
  let company = -1;
  let query = '';
  let selected = -1;
  let scale = 1;
  let ox = 0;
  let oy = 0;
  const visible = (i: number): boolean => company < 0 || data.nodes[i]![6].includes(company);
  const matches = (i: number): boolean => query !== '' && data.nodes[i]![1].toLowerCase().includes(query);

  function fitToView(): void {
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    data.nodes.forEach((n, i) => {
      if (!visible(i)) return;
      minX = Math.min(minX, n[3]); maxX = Math.max(maxX, n[3]);
      minY = Math.min(minY, n[4]); maxY = Math.max(maxY, n[4]);
    });
    if (minX === Infinity) { scale = 1; ox = canvas.width / 2; oy = canvas.height / 2; return; }
    const w = Math.max(1e-6, maxX - minX), h = Math.max(1e-6, maxY - minY);
    scale = 0.9 * Math.min(canvas.width / w, canvas.height / h);
    ox = canvas.width / 2 - scale * (minX + maxX) / 2;
    oy = canvas.height / 2 - scale * (minY + maxY) / 2;
  }

  function draw(): void {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.lineWidth = 0.6;
    ctx.strokeStyle = 'rgba(120,120,120,0.45)';
    ctx.beginPath();
    for (const e of data.edges) {
      if (!visible(e[0]) || !visible(e[1])) continue;
      const a = data.nodes[e[0]]!, b = data.nodes[e[1]]!;
      ctx.moveTo(ox + a[3] * scale, oy + a[4] * scale);
      ctx.lineTo(ox + b[3] * scale, oy + b[4] * scale);
    }
    ctx.stroke();
    data.nodes.forEach((n, i) => {
      if (!visible(i)) return;
      const r = Math.min(14, 2.5 + Math.sqrt(n[5]));
      ctx.beginPath();
      ctx.arc(ox + n[3] * scale, oy + n[4] * scale, matches(i) || i === selected ? r + 4 : r, 0, 2 * Math.PI);
      ctx.fillStyle = matches(i) || i === selected ? '#e6194b' : palette[n[2] % palette.length]!;
      ctx.fill();
      if (labelAll || n[5] >= labelDegree || matches(i) || i === selected) {
        ctx.fillStyle = '#111111';
        ctx.font = '12px sans-serif';
        ctx.fillText(n[1], ox + n[3] * scale + r + 2, oy + n[4] * scale + 4);
      }
    });
  }

  function resize(): void {
    canvas.width = canvas.clientWidth;
    canvas.height = canvas.clientHeight;
    fitToView();
    draw();
  }

  function show(i: number): void {
    selected = i;
    const n = data.nodes[i]!;
    const lines = data.edges
      .filter((e) => (e[0] === i || e[1] === i) && visible(e[0]) && visible(e[1]))
      .slice(0, 200)
      .map((e) => `<li>${esc(data.nodes[e[0]]![1])} <b>${esc(e[2])}</b> ${esc(data.nodes[e[1]]![1])}<br><small>${esc(e[3])}</small></li>`);
    panel.innerHTML = `<h3>${esc(n[1])}</h3><p>${esc(data.types[n[2]] ?? '')}</p><ul>${lines.join('')}</ul>`;
    draw();
  }

  function esc(s: string): string {
    return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  }

  search.addEventListener('input', () => {
    query = search.value.trim().toLowerCase();
    const hit = data.nodes.findIndex((_, i) => visible(i) && matches(i));
    if (hit >= 0) show(hit);
    else draw();
  });
  filter.addEventListener('change', () => {
    company = Number(filter.value);
    selected = -1;
    fitToView();
    draw();
  });
  let drag: { x: number; y: number } | null = null;
  canvas.addEventListener('mousedown', (ev) => (drag = { x: ev.offsetX, y: ev.offsetY }));
  canvas.addEventListener('mouseup', (ev) => {
    if (drag && Math.abs(ev.offsetX - drag.x) + Math.abs(ev.offsetY - drag.y) < 3) {
      let best = -1, bestD = 100;
      data.nodes.forEach((n, i) => {
        if (!visible(i)) return;
        const d = (ox + n[3] * scale - ev.offsetX) ** 2 + (oy + n[4] * scale - ev.offsetY) ** 2;
        if (d < bestD) [best, bestD] = [i, d];
      });
      if (best >= 0) show(best);
    }
    drag = null;
  });
  canvas.addEventListener('mousemove', (ev) => {
    if (!drag) return;
    ox += ev.offsetX - drag.x;
    oy += ev.offsetY - drag.y;
    drag = { x: ev.offsetX, y: ev.offsetY };
    draw();
  });
  canvas.addEventListener('wheel', (ev) => {
    ev.preventDefault();
    const k = ev.deltaY < 0 ? 1.2 : 1 / 1.2;
    ox = ev.offsetX - (ev.offsetX - ox) * k;
    oy = ev.offsetY - (ev.offsetY - oy) * k;
    scale *= k;
    draw();
  }, { passive: false });
  window.addEventListener('resize', resize);
  resize();
}
