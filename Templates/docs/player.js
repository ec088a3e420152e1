// effect-export docs: a control bar over each animated preview. Without this script the preview plays by itself
// (an animated SVG in <img>); with it, the same SVG is placed inline so that its SMIL clock can be driven:
// play/pause, a scrubber with the time in ms, and speeds 1×, ½×, ¼× (the Simulator's "slow animations").
"use strict";
(function () {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  function setUp(figure) {
    const template = figure.querySelector("template.inline-preview");
    const controls = figure.querySelector(".controls");
    const picture = figure.querySelector(".stage picture");
    const svg = template && template.content.querySelector("svg");
    if (!svg || !controls || !picture) return;
    const duration = parseFloat(figure.dataset.duration);
    // The preview rests on its last frame before it plays again, as the animated files do.
    const rest = parseFloat(figure.dataset.rest) || 0;
    const posterTime = parseFloat(figure.dataset.posterTime) || 0;
    const inline = document.importNode(svg, true);
    inline.setAttribute("role", "img");
    inline.setAttribute("aria-label", figure.querySelector("img").alt);
    // At the size the page gives the still preview.
    inline.setAttribute("width", figure.querySelector("img").getAttribute("width"));
    inline.setAttribute("height", figure.querySelector("img").getAttribute("height"));
    picture.replaceWith(inline);
    controls.hidden = false;

    const button = controls.querySelector(".play");
    const scrubber = controls.querySelector(".scrubber");
    const output = controls.querySelector(".time");
    let speed = 1;
    let playing = !reducedMotion;
    let time = reducedMotion ? posterTime : 0;
    let last = null;

    inline.pauseAnimations();
    function show() {
      inline.setCurrentTime(time);
      const shown = Math.min(time, duration);
      scrubber.value = shown.toFixed(3);
      output.textContent = Math.round(shown * 1000) + " ms";
      button.textContent = playing ? "Pause" : "Play";
      button.setAttribute("aria-label", playing ? "Pause" : "Play");
    }
    function tick(now) {
      if (playing) {
        if (last !== null) time = (time + (now - last) / 1000 * speed) % (duration + rest);
        last = now;
        show();
      }
      requestAnimationFrame(tick);
    }
    button.addEventListener("click", () => { playing = !playing; last = null; show(); });
    scrubber.addEventListener("input", () => { playing = false; time = parseFloat(scrubber.value); show(); });
    controls.querySelectorAll("input[name=speed]").forEach((radio) => {
      radio.addEventListener("change", () => { speed = parseFloat(radio.value); last = null; });
    });
    show();
    requestAnimationFrame(tick);
  }

  document.querySelectorAll("figure.player").forEach(setUp);
})();

// Copy buttons: the code block's text to the clipboard (a selection and the copy command where the clipboard API
// is not offered, as from file://).
(function () {
  for (const button of document.querySelectorAll("button.copy[data-copy]")) {
    const code = document.getElementById(button.dataset.copy);
    if (!code) continue;
    button.hidden = false;
    const label = button.textContent;
    button.addEventListener("click", async () => {
      const text = code.textContent;
      let copied = false;
      try {
        await navigator.clipboard.writeText(text);
        copied = true;
      } catch (error) {
        const area = document.createElement("textarea");
        area.value = text;
        area.setAttribute("readonly", "");
        area.style.position = "fixed";
        area.style.opacity = "0";
        document.body.appendChild(area);
        area.select();
        copied = document.execCommand("copy");
        area.remove();
      }
      button.textContent = copied ? "Copied" : "Select the text to copy it";
      setTimeout(() => { button.textContent = label; }, 2000);
    });
  }
})();
