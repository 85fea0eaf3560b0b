/// The trace's viewer (docs/trace.md, "The viewer"): the page's CSS, its skeleton and its JavaScript, inline
/// in every trace (`TraceDocument`), vanilla and with no network. It reads the data block `#trace-data` and
/// puts every text from it into the page as text (`textContent`), never as markup; a frame's picture is its
/// elements (the SVG canvas's, every text in them escaped) parsed as one SVG document by `DOMParser`, where
/// nothing runs, into an inline `<svg>`; the filmstrip's are `<img>`s of their SVG (a `data:` URL).
enum TraceViewer {
    static let css = #"""
    :root { --bg: #f6f7f9; --panel: #fff; --line: #d9dde3; --ink: #1d2430; --dim: #6b7480; --hi: #fff3b0; --pass: #1b7f3b; --fail: #c62828; --blue: #1565c0; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.35 system-ui, "DejaVu Sans", sans-serif; color: var(--ink); background: var(--bg); }
    header { display: flex; gap: 16px; align-items: baseline; padding: 8px 12px; background: #243447; color: #fff; }
    header h1 { font-size: 15px; margin: 0; font-weight: 600; overflow-wrap: anywhere; }
    header .summary { margin-left: auto; white-space: nowrap; }
    header .summary .bad { color: #ff9c9c; font-weight: 600; }
    main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr); gap: 10px; padding: 10px; }
    section { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 8px; min-width: 0; }
    h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--dim); margin: 0 0 6px; }
    #script-title, #code-title { text-transform: none; letter-spacing: 0; overflow-wrap: anywhere; }
    #stage { position: relative; width: 100%; border: 1px solid var(--line); background: #fff; }
    #picture, #overlay { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
    #overlay { pointer-events: none; }
    #overlay text { font: 11px system-ui, "DejaVu Sans", sans-serif; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
    #controls { display: flex; gap: 8px; align-items: center; margin-top: 8px; }
    #controls button { font: inherit; padding: 2px 8px; }
    #status { font-variant-numeric: tabular-nums; color: var(--dim); white-space: nowrap; }
    #scrub-wrap { position: relative; flex: 1; height: 28px; }
    #scrubber { position: absolute; left: 0; right: 0; top: 2px; width: 100%; margin: 0; }
    #markers { position: absolute; left: 8px; right: 8px; top: 18px; height: 10px; }
    .marker { position: absolute; width: 9px; height: 9px; margin-left: -4px; border-radius: 50%; border: 0; padding: 0; cursor: pointer; background: var(--pass); }
    .marker.failed { background: var(--fail); }
    .marker.selected { outline: 2px solid var(--ink); }
    #filmstrip { display: flex; gap: 4px; overflow-x: auto; margin-top: 6px; padding-bottom: 4px; }
    #filmstrip img { height: 54px; border: 2px solid var(--line); background: #fff; cursor: pointer; flex: none; }
    #filmstrip img.current { border-color: var(--blue); }
    #script { font: 12px/1.45 "DejaVu Sans Mono", monospace; max-height: 340px; overflow: auto; white-space: pre; }
    #script .line { display: flex; gap: 8px; padding: 0 4px; }
    #script .line .no { color: var(--dim); min-width: 3.5em; text-align: right; user-select: none; }
    #script .line.step { cursor: pointer; }
    #script .line.step:hover { background: #eef3fb; }
    #script .line.current, #script .line.current:hover { background: var(--hi); }
    #script .line.check-passed .no::before { content: "✓ "; color: var(--pass); }
    #script .line.check-failed .no::before { content: "✗ "; color: var(--fail); }
    #script .line.check-failed { color: var(--fail); }
    table { border-collapse: collapse; width: 100%; }
    td, th { text-align: left; padding: 2px 6px; border-bottom: 1px solid #eef0f3; vertical-align: top; overflow-wrap: anywhere; }
    th { color: var(--dim); font-weight: 500; }
    .state-began, .state-changed { color: var(--blue); font-weight: 600; }
    .state-ended { color: var(--pass); font-weight: 600; }
    .state-failed, .state-cancelled { color: var(--fail); }
    .why { color: var(--dim); font-size: 12px; }
    #checks li { cursor: pointer; padding: 2px 4px; list-style: none; }
    #checks ul { margin: 0; padding: 0; }
    #checks li.selected { background: var(--hi); }
    #checks li.failed { color: var(--fail); }
    #check-detail .sides { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
    #check-detail pre { margin: 0; padding: 4px; background: #f3f4f6; font: 12px/1.4 "DejaVu Sans Mono", monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
    #check-detail pre span { display: block; min-height: 1.4em; }
    #check-detail .differs { background: #ffe1e1; }
    #check-detail img { max-width: 100%; border: 1px solid var(--line); }
    #lanes-section { grid-column: 1 / -1; }
    #lanes-wrap { position: relative; }
    #lanes { width: 100%; display: block; will-change: transform; }
    #lanes-cursor { position: absolute; left: 0; top: 0; width: 100%; height: 100%; pointer-events: none; }
    #lanes text { font: 11px system-ui, "DejaVu Sans", sans-serif; }
    #code pre { margin: 0; max-height: 300px; overflow: auto; font: 12px/1.4 "DejaVu Sans Mono", monospace; }
    .hidden { display: none; }
    """#

    static let body = #"""
    <header><h1 id="title"></h1><span id="file"></span><span class="summary" id="summary"></span></header>
    <main>
    <section id="picture-section"><h2>Frame</h2>
    <div id="stage"><svg id="picture" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="the frame the app drew" font-family="DejaVu Sans, Verdana, sans-serif"></svg><svg id="overlay" xmlns="http://www.w3.org/2000/svg"></svg></div>
    <div id="controls"><button id="play" type="button" title="space: play at 1×; shift+space: at ¼×">▶ play</button>
    <div id="scrub-wrap"><input id="scrubber" type="range" min="0" max="0" value="0" aria-label="frame"><div id="markers"></div></div>
    <span id="status"></span></div>
    <div id="filmstrip"></div>
    </section>
    <div>
    <section id="script-section"><h2 id="script-title">Script</h2><div id="script"></div></section>
    <section id="recognizers-section"><h2>Recognizers</h2><table id="recognizers"></table></section>
    <section id="touches-section"><h2>Touches</h2><table id="touches"></table></section>
    <section id="checks-section"><h2>Checks</h2><div id="checks"></div><div id="check-detail"></div></section>
    <section id="code" class="hidden"><h2 id="code-title"></h2><pre id="code-text"></pre></section>
    </div>
    <section id="lanes-section"><h2>Lanes</h2><div id="lanes-wrap"><svg id="lanes" xmlns="http://www.w3.org/2000/svg"></svg><svg id="lanes-cursor" xmlns="http://www.w3.org/2000/svg"></svg></div></section>
    </main>
    """#

    static let script = #"""
    (function () {
    'use strict';
    const T = JSON.parse(document.getElementById('trace-data').textContent);
    const $ = (id) => document.getElementById(id);
    const NS = 'http://www.w3.org/2000/svg';
    const frames = T.frames, N = frames.length, W = T.size[0] || 1, H = T.size[1] || 1;
    function el(tag, attrs, text) {
      const e = tag.startsWith('svg:') ? document.createElementNS(NS, tag.slice(4)) : document.createElement(tag);
      for (const k in (attrs || {})) e.setAttribute(k, attrs[k]);
      if (text !== undefined) e.textContent = text;
      return e;
    }
    // Each frame's recognizers, carried over from the last frame that gave them.
    let recs = [];
    for (const f of frames) { if (f.r) recs = f.r; f.recs = recs; }
    // A frame's picture: its elements rebuilt from the edits (docs/trace.md), every 50th kept.
    const kept = new Map();
    let lastK = -1, lastList = [];
    function elementsAt(k) {
      let start = -1, list = [];
      if (lastK >= 0 && lastK <= k) { start = lastK; list = lastList; }
      for (const [i, l] of kept) if (i <= k && i > start) { start = i; list = l; }
      for (let i = start + 1; i <= k; i++) {
        const d = frames[i].d;
        list = list.slice(0, d[0]).concat(d.slice(2), list.slice(d[0] + d[1]));
        if (i % 50 === 0) kept.set(i, list);
      }
      lastK = k; lastList = list;
      return list;
    }
    // Frame k's SVG: its elements (the SVG canvas's, a group's start and end among them) in one document.
    function pictureSVG(k) {
      const body = elementsAt(k).map((i) => T.elements[i]).join('\n');
      return '<svg xmlns="' + NS + '" width="' + W + '" height="' + H + '" viewBox="0 0 ' + W + ' ' + H +
        '" font-family="DejaVu Sans, Verdana, sans-serif">\n' + body + '\n</svg>';
    }
    // The frame shown: its SVG parsed by DOMParser, where nothing runs, and its elements put into #picture.
    // Faster than an <img> of the frame's SVG, which is a page of its own, made anew at every frame.
    const parser = new DOMParser();
    function drawPicture(k) {
      const doc = parser.parseFromString(pictureSVG(k), 'image/svg+xml');
      $('picture').replaceChildren(...document.importNode(doc.documentElement, true).childNodes);
    }
    // A frame's picture as an image of its own (the filmstrip's).
    function pictureURL(k) { return 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(pictureSVG(k)); }
    const checks = T.checks;
    const failed = checks.filter((c) => !c.passed);
    let current = 0, selectedCheck = failed.length ? checks.indexOf(failed[0]) : -1, shownPart = -1, playing = null;

    $('title').textContent = T.title;
    $('summary').textContent = '';
    const passedCount = checks.length - failed.length;
    $('summary').append(el('span', {}, N + ' frames · ' + passedCount + ' checks passed'));
    if (failed.length) $('summary').append(' · ', el('span', { class: 'bad' }, failed.length + ' failed'));
    $('stage').style.aspectRatio = W + ' / ' + H;
    $('picture').setAttribute('viewBox', '0 0 ' + W + ' ' + H);
    $('overlay').setAttribute('viewBox', '0 0 ' + W + ' ' + H);
    $('scrubber').max = Math.max(0, N - 1);

    // The filmstrip: at most 24 frames, evenly spread.
    const strip = [];
    const count = Math.min(N, 24);
    for (let j = 0; j < count; j++) {
      const k = count === 1 ? 0 : Math.round(j * (N - 1) / (count - 1));
      const img = el('img', { alt: 'frame ' + (k + 1), title: 'frame ' + (k + 1) + ' · ' + frames[k].t.toFixed(3) + ' s' });
      img.dataset.frame = k;
      img.addEventListener('click', () => show(k));
      strip.push(img);
      $('filmstrip').append(img);
    }
    // Thumbnails drawn after the first paint, a few at a time.
    let thumb = 0;
    function nextThumbs() {
      for (let n = 0; n < 4 && thumb < strip.length; n++, thumb++) strip[thumb].src = pictureURL(+strip[thumb].dataset.frame);
      if (thumb < strip.length) setTimeout(nextThumbs, 0); else elementsAt(current);
    }

    // Check markers on the scrubber.
    checks.forEach((c, i) => {
      const m = el('button', { class: 'marker' + (c.passed ? '' : ' failed'), type: 'button',
        title: (c.passed ? 'passed: ' : 'failed: ') + T.parts[c.part].file + ':' + c.line + (c.message ? ' ' + c.message : '') });
      m.style.left = (N > 1 ? 100 * c.frame / (N - 1) : 0) + '%';
      m.dataset.check = i;
      m.addEventListener('click', () => selectCheck(i));
      $('markers').append(m);
    });
    const list = el('ul');
    checks.forEach((c, i) => {
      const li = el('li', { class: c.passed ? 'passed' : 'failed' },
        (c.passed ? '✓ ' : '✗ ') + T.parts[c.part].file + ':' + c.line + ' ' + c.kind + (c.message ? ': ' + c.message : ''));
      li.dataset.check = i;
      li.addEventListener('click', () => selectCheck(i));
      list.append(li);
    });
    $('checks').append(checks.length ? list : el('p', {}, 'This run has no checks.'));

    function selectCheck(i) {
      selectedCheck = i;
      for (const e of document.querySelectorAll('[data-check]')) e.classList.toggle('selected', +e.dataset.check === i);
      const c = checks[i], d = $('check-detail');
      d.textContent = '';
      if (!c) return;
      d.append(el('p', {}, (c.passed ? 'Passed: ' : 'Failed: ') + T.parts[c.part].file + ':' + c.line + (c.message ? ': ' + c.message : '')));
      if (c.kind === 'screenshot') {
        const sides = el('div', { class: 'sides' });
        for (const [name, url] of [['golden', c.goldenImage], ['actual', c.actualImage], ['diff', c.diffImage]]) {
          if (!url) continue;
          const fig = el('figure'); fig.append(el('img', { src: url, alt: name }), el('figcaption', {}, name));
          sides.append(fig);
        }
        d.append(sides);
      } else {
        const sides = el('div', { class: 'sides' });
        for (const [name, lines, other] of [['expected', c.expected, c.actual], ['actual', c.actual, c.expected]]) {
          const col = el('div'); col.append(el('h2', {}, name));
          const pre = el('pre', { class: name });
          lines.forEach((l, j) => pre.append(el('span', { class: other[j] === l ? '' : 'differs' }, l)));
          col.append(pre); sides.append(col);
        }
        d.append(sides);
      }
      show(c.frame);
    }

    // The script: the part of the frame shown, its lines as text; a line that made a frame jumps to it.
    const stepFrame = new Map(T.steps.map((s) => [s[0] + ':' + s[1], s[2]]));
    function showPart(p) {
      if (p === shownPart) return;
      shownPart = p;
      const part = T.parts[p] || { file: '', lines: [] };
      $('script-title').textContent = 'Script: ' + part.file;
      $('file').textContent = part.file;
      const box = $('script');
      box.textContent = '';
      part.lines.forEach((text, i) => {
        const n = i + 1, f = stepFrame.get(p + ':' + n);
        const row = el('div', { class: 'line' + (f !== undefined ? ' step' : '') });
        row.dataset.line = n;
        const c = checks.find((c) => c.part === p && c.line === n);
        if (c) row.classList.add(c.passed ? 'check-passed' : 'check-failed');
        row.append(el('span', { class: 'no' }, String(n)), el('span', { class: 'text' }, text));
        if (f !== undefined) row.addEventListener('click', () => show(f));
        box.append(row);
      });
    }

    // The lanes: the timeline's, with a line at the frame's time.
    const L = T.lanes || [], R = T.laneRange, laneH = 22, left = 150, plotW = 1000 - left - 10;
    const x = (t) => left + (R[1] > R[0] ? (t - R[0]) / (R[1] - R[0]) : 0) * plotW;
    const colours = { touchDown: '#90a4ae', beganHeld: '#9c27b0', endHeld: '#9c27b0', active: '#1e88e5', waiting: '#fbc02d', timer: '#bdbdbd',
      down: '#1e88e5', up: '#43a047', cancel: '#e53935', action: '#1e88e5', failed: '#e53935', cancelled: '#fb8c00', refused: '#757575',
      note: '#e53935', touchesBegan: '#1e88e5', touchesEnded: '#43a047', touchesCancelled: '#e53935' };
    const lanes = $('lanes');
    lanes.setAttribute('viewBox', '0 0 1000 ' + Math.max(1, L.length) * laneH);
    $('lanes-cursor').setAttribute('viewBox', '0 0 1000 ' + Math.max(1, L.length) * laneH);
    if (!L.length) $('lanes-section').classList.add('hidden');
    L.forEach((lane, i) => {
      const y = i * laneH;
      lanes.append(el('svg:rect', { x: 0, y: y, width: 1000, height: laneH, fill: i % 2 ? '#fafbfc' : '#fff' }));
      lanes.append(el('svg:text', { x: 4, y: y + 15, fill: '#1d2430' }, lane.title));
      for (const s of lane.spans) {
        const x0 = x(s.start), x1 = x(s.end === null ? R[1] : s.end);
        const r = el('svg:rect', { x: x0, y: y + 6, width: Math.max(1, x1 - x0), height: laneH - 12, fill: colours[s.style] || '#999', opacity: 0.7 });
        r.append(el('svg:title', {}, s.label));
        lanes.append(r);
      }
      let labelEnd = -Infinity;   // a reason is written only where the one before it has ended (all are in the marks' tooltips)
      for (const m of lane.marks) {
        const c = el('svg:circle', { cx: x(m.time), cy: y + laneH / 2, r: 4, fill: colours[m.style] || '#555' });
        c.append(el('svg:title', {}, m.label));
        lanes.append(c);
        if ((m.style === 'failed' || m.style === 'cancelled' || m.style === 'refused') && x(m.time) + 6 > labelEnd) {
          lanes.append(el('svg:text', { x: x(m.time) + 6, y: y + 15, fill: colours[m.style], 'font-size': 10 }, m.label));
          labelEnd = x(m.time) + 6 + m.label.length * 5.6 + 8;
        }
      }
    });
    const cursor = el('svg:line', { id: 'lane-cursor', y1: 0, y2: Math.max(1, L.length) * laneH, stroke: '#c62828', 'stroke-width': 1.5 });
    // The line is drawn over the lanes, in an SVG of its own: moving it repaints neither the lanes (thousands of
    // elements in a long run, kept in a layer of their own) nor lays them out again.
    $('lanes-cursor').append(cursor);
    // What a recognizer's lane says at frame k: its marks since the frame before (an action with its state, a
    // failure or refusal with its reason, as the log gives them) and the spans going on (waiting, active, a timer).
    function laneNow(name, k, state) {
      const lane = L.find((l) => l.kind === 'recognizer' && l.name === name);
      if (!lane) return '';
      const t = frames[k].t, before = k > 0 ? frames[k - 1].t : -Infinity, eps = 1e-6;
      const said = [];
      for (const m of lane.marks) {
        if (m.time > before + eps && m.time <= t + eps) said.push(m.style === 'action' ? 'action ' + (m.state || m.label) : m.label);
      }
      for (const s of lane.spans) {
        if (s.start <= t + eps && (s.end === null || s.end > t + eps)) said.push(s.label || s.style);
      }
      if (!said.length && (state === 'failed' || state === 'cancelled')) {
        // Still failed (or cancelled): why, as the lane's last such mark says.
        for (const m of lane.marks) if (m.time <= t + eps && (m.style === 'failed' || m.style === 'cancelled')) said[0] = m.label;
      }
      return said.join('; ');
    }

    function fmt(v) { return (Math.round(v * 100) / 100).toString(); }
    function deg(r) { return Math.round(r * 180 / Math.PI) + '°'; }
    // A touch's path: where it was over the frames up to this one while it stayed down (or hovering).
    function path(k, id, hovering) {
      const pts = [];
      for (let j = k; j >= 0 && k - j < 1200; j--) {
        const t = frames[j].touches.find((t) => t[0] === id && t[8] === hovering);
        if (!t) break;
        pts.push(t[2] + ',' + t[3]);
      }
      return pts.reverse().join(' ');
    }
    // A table's rows made to say `rows` (each a list of [text, class] cells; the first row is the head), reusing
    // the rows and cells already there and writing only what differs: scrubbing lays out only what changed.
    function fillTable(table, rows, rowData) {
      while (table.rows.length > rows.length) table.deleteRow(-1);
      rows.forEach((cells, i) => {
        const tr = table.rows[i] || table.insertRow(-1);
        while (tr.cells.length > cells.length) tr.deleteCell(-1);
        cells.forEach(([text, cls, span], j) => {
          let td = tr.cells[j];
          const tag = i === 0 ? 'TH' : 'TD';
          if (!td || td.tagName !== tag) { const n = document.createElement(tag); if (td) td.replaceWith(n); else tr.append(n); td = n; }
          if (td.textContent !== text) td.textContent = text;
          if ((td.getAttribute('class') || '') !== (cls || '')) { if (cls) td.setAttribute('class', cls); else td.removeAttribute('class'); }
          if (td.colSpan !== (span || 1)) td.colSpan = span || 1;
        });
        const data = rowData ? rowData(i) : undefined;
        if (data === undefined) delete tr.dataset.recognizer; else if (tr.dataset.recognizer !== data) tr.dataset.recognizer = data;
      });
    }
    function drawTouches(k) {
      const o = $('overlay');
      o.textContent = '';
      const touches = frames[k].touches;
      const rows = [['id', 'type', 'x, y', 'force', 'altitude', 'azimuth', ''].map((h) => [h])];
      for (const t of touches) {
        const [id, type, tx, ty, force, alt, az, eraser, hovering, dist] = t;
        const colour = hovering ? '#6a1b9a' : type === 'pencil' ? '#00897b' : type === 'indirectPointer' ? '#ef6c00' : '#1565c0';
        o.append(el('svg:polyline', { points: path(k, id, hovering), fill: 'none', stroke: colour, 'stroke-width': 2, opacity: 0.6 }));
        o.append(el('svg:circle', { cx: tx, cy: ty, r: hovering ? 10 : 16 + 8 * Math.min(1, force), fill: hovering ? 'none' : colour,
          'fill-opacity': 0.25, stroke: colour, 'stroke-width': 2, 'stroke-dasharray': hovering ? '4 3' : 'none' }));
        if (type === 'pencil' && alt < 1.57) {
          const len = 30 * Math.cos(alt);
          o.append(el('svg:line', { x1: tx, y1: ty, x2: tx + len * Math.cos(az), y2: ty + len * Math.sin(az), stroke: colour, 'stroke-width': 3 }));
        }
        const label = (hovering ? 'hover ' : id + ' ') + type + (hovering && dist !== null ? ' ' + fmt(dist) : '') + (force ? ' force ' + fmt(force) : '') + (eraser ? ' eraser' : '');
        o.append(el('svg:text', { x: tx + 20, y: ty - 14, fill: colour }, label));
        rows.push([hovering ? 'hover' : String(id), type + (eraser ? ' (eraser)' : ''), fmt(tx) + ', ' + fmt(ty), fmt(force), deg(alt), deg(az),
          hovering ? 'above the screen' + (dist !== null ? ' ' + fmt(dist) : '') : ''].map((v) => [v]));
      }
      if (!touches.length) rows.push([['no touch', '', 7]]);
      fillTable($('touches'), rows);
    }
    function drawRecognizers(k) {
      const recs = frames[k].recs;
      const rows = [[['recognizer'], ['state'], ['at this frame (the timeline)']]];
      for (const [name, state] of recs) rows.push([[name], [state, 'state state-' + state], [laneNow(name, k, state), 'why']]);
      fillTable($('recognizers'), rows, (i) => (i === 0 ? undefined : recs[i - 1][0]));
    }

    // The script pane scrolled to show a frame's line, at the next animation frame: read there, its layout is the
    // one the frame does anyway, where read in show() it would lay the page out a second time on every frame.
    let lineToShow = null;
    function scrollToLine(row) {
      if (lineToShow === null) requestAnimationFrame(() => {
        const box = $('script'), top = lineToShow.offsetTop;
        lineToShow = null;
        if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - 20) box.scrollTop = top - box.clientHeight / 3;
      });
      lineToShow = row;
    }
    function show(k) {
      k = Math.max(0, Math.min(N - 1, k | 0));
      current = k;
      const f = frames[k];
      drawPicture(k);
      $('scrubber').value = k;
      showPart(f.p);
      for (const e of document.querySelectorAll('#script .current')) e.classList.remove('current');
      const row = document.querySelector('#script .line[data-line="' + f.l + '"]');
      if (row) { row.classList.add('current'); scrollToLine(row); }
      drawTouches(k);
      drawRecognizers(k);
      cursor.setAttribute('x1', x(f.t)); cursor.setAttribute('x2', x(f.t));
      let near = 0;
      strip.forEach((img, j) => { if (+img.dataset.frame <= k) near = j; });
      strip.forEach((img, j) => img.classList.toggle('current', j === near));
      $('status').textContent = 'frame ' + (k + 1) + ' of ' + N + ' · ' + f.t.toFixed(3) + ' s · ' + (f.l ? 'line ' + f.l : 'start');
      document.body.dataset.frame = k;
      document.body.dataset.line = f.l;
    }
    // The frames where a script line starts, in order: shift+arrows step through them.
    const stepStarts = [...new Set(T.steps.map((s) => s[2]))].sort((a, b) => a - b);
    function step(dir) {
      const next = dir > 0 ? stepStarts.find((f) => f > current) : [...stepStarts].reverse().find((f) => f < current);
      show(next === undefined ? (dir > 0 ? N - 1 : 0) : next);
    }
    function stop() { if (playing) cancelAnimationFrame(playing.raf); playing = null; $('play').textContent = '▶ play'; delete document.body.dataset.playing; }
    function play(speed) {
      if (playing) return stop();
      if (current >= N - 1) show(0);
      const start = performance.now(), t0 = frames[current].t;
      playing = { speed: speed };
      document.body.dataset.playing = speed;
      $('play').textContent = speed === 1 ? '❚❚ 1×' : '❚❚ ¼×';
      const tick = () => {
        const target = t0 + (performance.now() - start) / 1000 * speed;
        let k = current;
        while (k + 1 < N && frames[k + 1].t <= target) k++;
        if (k !== current) show(k);
        if (k >= N - 1) return stop();
        playing.raf = requestAnimationFrame(tick);
      };
      playing.raf = requestAnimationFrame(tick);
    }
    $('scrubber').addEventListener('input', (e) => { stop(); show(+e.target.value); });
    $('play').addEventListener('click', (e) => { e.currentTarget.blur(); play(e.shiftKey ? 0.25 : 1); });
    document.addEventListener('keydown', (e) => {
      if (e.target instanceof HTMLInputElement && e.target.type !== 'range') return;
      if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
        e.preventDefault(); stop();
        const dir = e.key === 'ArrowRight' ? 1 : -1;
        if (e.shiftKey) step(dir); else show(current + dir);
      } else if (e.key === ' ') {
        e.preventDefault(); play(e.shiftKey || e.altKey ? 0.25 : 1);
      } else if (e.key === 'Home') { e.preventDefault(); stop(); show(0); }
      else if (e.key === 'End') { e.preventDefault(); stop(); show(N - 1); }
    });
    if (T.code) {
      $('code').classList.remove('hidden');
      $('code-title').textContent = T.code.title;
      $('code-text').textContent = T.code.lines.join('\n');
    }
    if (N) {
      if (selectedCheck >= 0) selectCheck(selectedCheck); else show(0);
      setTimeout(nextThumbs, 0);
    }
    document.body.dataset.ready = 'true';
    })();
    """#
}
