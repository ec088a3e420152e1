// effect-export preview: plays the effects the server built, on one clock, and follows their documents as they are
// saved (Server-Sent Events from /events). Everything shown comes from this server: state.json, and for each effect
// model.json (its size, duration, animated SVG, key frames and triggers), spec.json and the curves.
"use strict";
(function () {
  const body = document.body;
  const view = body.dataset.view;
  const slugs = (body.dataset.effects || "").split(" ").filter((s) => s);
  const frame = 1 / 60;
  const clock = { time: 0, playing: true, speed: 1, loop: true, last: null, duration: 0 };
  const panes = new Map();
  let version = 0;

  const $ = (id) => document.getElementById(id);
  function element(name, attributes, text) {
    const made = document.createElement(name);
    for (const [key, value] of Object.entries(attributes || {})) made.setAttribute(key, value);
    if (text !== undefined) made.textContent = text;
    return made;
  }
  async function json(path) {
    const response = await fetch(path + "?v=" + version, { cache: "no-store" });
    if (!response.ok) throw new Error(path + ": " + response.status);
    return response.json();
  }

  // MARK: The stage and its spec

  function place(slug) {
    let pane = panes.get(slug);
    if (!pane) {
      // The stage with the others (side by side when compared), its spec and curves in the column beside.
      const root = element("section", { class: "pane", "data-slug": slug });
      const stage = element("div", { class: "stage" });
      const title = element("h2", {}, slug);
      root.append(title, stage);
      $("panes").append(root);
      const detail = element("section", { class: "detail" });
      const spec = element("div", { class: "spec" });
      const curves = element("div", { class: "curves" });
      detail.append(element("h2", {}, ""), spec, curves);
      $("details").append(detail);
      pane = { slug, root, stage, title, detail, spec, curves, svg: null, model: null, rows: [], built: 0, curvesBuilt: 0 };
      panes.set(slug, pane);
    }
    return pane;
  }

  // The effect's model and spec, built at `build`: its picture replaced, the playhead kept.
  async function load(slug, build) {
    const pane = place(slug);
    let model, spec;
    try {
      [model, spec] = await Promise.all([json("/" + slug + "/model.json"), json("/" + slug + "/spec.json")]);
    } catch (error) {
      return; // not built yet (its document does not read): the overlay says why
    }
    const parsed = new DOMParser().parseFromString(model.svg, "image/svg+xml").documentElement;
    const svg = document.importNode(parsed, true);
    svg.setAttribute("width", model.width);
    svg.setAttribute("height", model.height);
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", model.title);
    svg.pauseAnimations();
    pane.stage.replaceChildren(svg);
    pane.svg = svg;
    pane.model = model;
    pane.built = build;
    pane.title.textContent = model.title;
    pane.detail.querySelector("h2").textContent = panes.size > 1 ? model.title : "Motion spec";
    renderSpec(pane, spec);
    layout();
  }

  // The timing curves of the review made at `build`, light and dark.
  function loadCurves(slug, build) {
    const pane = place(slug);
    const picture = element("picture");
    const title = pane.model ? pane.model.title : slug;
    picture.append(
      element("source", { media: "(prefers-color-scheme: dark)", srcset: "/" + slug + "/curves-dark.svg?v=" + build }),
      element("img", { src: "/" + slug + "/curves.svg?v=" + build, alt: "Timing curves of " + title }));
    pane.curves.replaceChildren(picture);
    pane.curvesBuilt = build;
  }

  // The spec's rows, each knowing when it moves: from its trigger's time plus its delay, for its duration (repeats:
  // for as many, or to the end when for ever).
  function renderSpec(pane, spec) {
    pane.rows = [];
    const parts = [];
    for (const trigger of spec.triggers) {
      parts.push(element("h3", {}, trigger.heading));
      if (trigger.motions.length === 0) { parts.push(element("p", {}, trigger.withoutMotion)); continue; }
      const table = element("table");
      const head = element("tr");
      // The Note column when a row has one ("cut off 180 ms in"), as the printed spec has it.
      const noted = trigger.motions.some((motion) => motion.notes);
      const names = ["Element", "Property", "Change", "Delay", "Duration", "Easing", "Repeats"].concat(noted ? ["Note"] : []);
      for (const name of names) head.append(element("th", { scope: "col" }, name));
      table.append(head);
      for (const motion of trigger.motions) {
        const row = element("tr");
        // The spec page's words; a line break in a cell (an element's motion name, an easing's curve) kept.
        for (const text of motion.cells.concat(noted ? [motion.notes] : [])) row.append(element("td", {}, text));
        table.append(row);
        // Lit while it shows: to its end, or to where it was cut off (removed mid-way, as a new tap does).
        const begin = trigger.at + motion.delay;
        const count = motion.cycles < 0 ? Infinity : motion.cycles;
        const end = motion.cutOff === null || motion.cutOff === undefined ? begin + motion.duration * count : begin + motion.cutOff;
        pane.rows.push({ row, begin, end });
      }
      parts.push(table);
    }
    pane.spec.replaceChildren(...parts);
  }

  // The scrubber over the longest effect, marked at each trigger and key frame.
  function layout() {
    const models = [...panes.values()].map((p) => p.model).filter((m) => m);
    clock.duration = Math.max(0, ...models.map((m) => m.duration));
    $("scrubber").max = String(clock.duration);
    const marks = [];
    for (const model of models) {
      for (const [kind, moments] of [["trigger", model.triggers], ["key", model.keyFrames]]) {
        for (const moment of moments) {
          const mark = element("span", { class: kind, title: Math.round(moment.time * 1000) + " ms " + moment.label });
          mark.style.left = (clock.duration > 0 ? (moment.time / clock.duration) * 100 : 0) + "%";
          marks.push(mark);
        }
      }
    }
    $("marks").replaceChildren(...marks);
    $("title").textContent = models.map((m) => m.title).join(" · ") || "Preview";
    show();
  }

  // MARK: The clock, one for every effect shown (in lock step)

  function show() {
    const shown = Math.min(clock.time, clock.duration);
    for (const pane of panes.values()) {
      if (!pane.svg) continue;
      pane.svg.setCurrentTime(Math.min(shown, pane.model.duration));
      const ms = shown * 1000;
      for (const entry of pane.rows) entry.row.classList.toggle("now", entry.begin <= ms && ms < entry.end);
    }
    $("scrubber").value = shown.toFixed(3);
    $("time").textContent = (Math.round(shown * 10000) / 10).toString() + " ms";
    $("play").textContent = clock.playing ? "Pause" : "Play";
    $("play").setAttribute("aria-label", clock.playing ? "Pause" : "Play");
    body.dataset.time = String(shown);
  }
  function tick(now) {
    if (clock.playing) {
      if (clock.last !== null) {
        clock.time += ((now - clock.last) / 1000) * clock.speed;
        if (clock.time > clock.duration) {
          if (clock.loop && clock.duration > 0) clock.time %= clock.duration;
          else { clock.time = clock.duration; clock.playing = false; }
        }
      }
      clock.last = now;
      show();
    }
    requestAnimationFrame(tick);
  }
  function seek(time) {
    clock.playing = false;
    clock.time = Math.max(0, Math.min(clock.duration, time));
    show();
  }

  function controls() {
    $("play").addEventListener("click", () => {
      if (!clock.playing && clock.time >= clock.duration) clock.time = 0;
      clock.playing = !clock.playing;
      clock.last = null;
      show();
    });
    $("scrubber").addEventListener("input", () => seek(parseFloat($("scrubber").value)));
    for (const radio of document.querySelectorAll("input[name=speed]")) {
      radio.addEventListener("change", () => { clock.speed = parseFloat(radio.value); clock.last = null; });
    }
    $("loop").addEventListener("change", () => { clock.loop = $("loop").checked; });
    $("touches").addEventListener("change", () => body.classList.toggle("no-touches", !$("touches").checked));
    $("dark").addEventListener("change", () => body.classList.toggle("dark-stage", $("dark").checked));
    $("versus").addEventListener("change", () => {
      const other = $("versus").value;
      location.href = other ? "/compare/" + slugs[0] + "/" + other + "/" : "/" + slugs[0] + "/";
    });
    document.addEventListener("keydown", (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type !== "range" && event.target.type !== "checkbox" && event.target.type !== "radio") return;
      if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault();
        // On the 60 fps grid: one frame (ten with Shift) from the frame shown.
        const steps = (event.shiftKey ? 10 : 1) * (event.key === "ArrowRight" ? 1 : -1);
        const at = Math.round(clock.time / frame + 1e-6);
        seek((at + steps) * frame);
      } else if (event.key === " ") {
        event.preventDefault();
        $("play").click();
      }
    });
  }

  // MARK: Problems and updates

  // Errors (the document does not read) over the page; warnings (it plays, as written) in a box of their own.
  function showProblems(problems, warnings) {
    for (const [box, items] of [["problems", problems], ["warnings", warnings || []]]) {
      $(box.replace(/s$/, "") + "-list").replaceChildren(...items.map((problem) => {
        const item = element("li");
        const place = problem.file + (problem.line ? ":" + problem.line + ":" + (problem.column || 1) : "");
        item.append(element("span", { class: "place" }, place), document.createTextNode(" " + problem.path + ": " + problem.message));
        return item;
      }));
      $(box).hidden = items.length === 0;
    }
  }

  // An effect's page leaves out the problems of the other effects' documents; the index shows everyone's.
  function ownProblems(state, problems) {
    if (view === "index") return problems || [];
    const others = new Set(state.effects.filter((effect) => !slugs.includes(effect.slug)).map((effect) => effect.file));
    return (problems || []).filter((problem) => !others.has(problem.file));
  }

  async function update(state) {
    showProblems(ownProblems(state, state.problems), ownProblems(state, state.warnings));
    if (state.version <= version) return;
    version = state.version;
    if (view === "index") {
      $("effects").replaceChildren(...state.effects.map((effect) => {
        const item = element("li");
        item.append(element("a", { href: "/" + effect.slug + "/" }, effect.title));
        return item;
      }));
      $("empty").hidden = state.effects.length > 0 || state.problems.length > 0;
      return;
    }
    offerVariants(state.effects);
    // Each effect whose model or curves are newer than those shown; the playhead stays where it is.
    await Promise.all(slugs.map(async (slug) => {
      const built = state.effects.find((effect) => effect.slug === slug);
      const pane = place(slug);
      if (!built) return;
      // A new review brings key frames (in the model) and curves.
      const reviewed = built.review && built.review > pane.curvesBuilt;
      if (built.model > pane.built || reviewed) await load(slug, built.model);
      if (reviewed) loadCurves(slug, built.review);
    }));
    body.dataset.version = String(state.version);
  }

  // The other effects served, to show beside this one on one clock (`/compare/A/B/`): variants in one folder.
  function offerVariants(effects) {
    const others = effects.filter((effect) => effect.slug !== slugs[0]);
    $("versus-label").hidden = others.length === 0 || (view === "compare" && !location.pathname.startsWith("/compare/"));
    const picked = view === "compare" ? slugs[1] || "" : "";
    $("versus").replaceChildren(element("option", { value: "" }, "nothing"), ...others.map((effect) => {
      const option = element("option", { value: effect.slug }, effect.title);
      option.selected = effect.slug === picked;
      return option;
    }));
  }

  function listen() {
    const events = new EventSource("/events");
    events.addEventListener("update", (event) => update(JSON.parse(event.data)));
  }

  $(view === "index" ? "index" : "player").hidden = false;
  if (view !== "index") {
    for (const slug of slugs) place(slug);
    controls();
    requestAnimationFrame(tick);
  }
  listen();
})();
