// effect-export docs: the gallery's previews rest on their poster frame and play while pointed at or focused
// (never under reduced motion); the search box filters the cards by a word of their title, description,
// category, labels or tokens. Everything is in the page: it works from file:// with no request.
"use strict";
(function () {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const cards = [...document.querySelectorAll(".card")];

  for (const card of cards) {
    // A gallery of hundreds: cards off screen are neither laid out nor painted until scrolled near (their last
    // size kept). Set here, as the W3C checker's CSS validator does not know the properties yet.
    card.style.contentVisibility = "auto";
    card.style.containIntrinsicSize = "auto 22rem";
    const image = card.querySelector("img.preview");
    if (!image) continue;
    const play = () => { if (!reducedMotion.matches) image.src = image.dataset.preview; };
    const rest = () => { image.src = image.dataset.poster; };
    card.addEventListener("mouseenter", play);
    card.addEventListener("mouseleave", rest);
    card.addEventListener("focusin", play);
    card.addEventListener("focusout", rest);
  }

  // What a search matches: the card's own text (title, description) and what its data-search adds.
  const searchable = cards.map((card) => `${card.textContent} ${card.dataset.search || ""}`.toLowerCase());
  const form = document.querySelector("form.search");
  const input = document.getElementById("search");
  const status = document.querySelector(".search-status");
  if (!form || !input) return;
  form.hidden = false;
  form.addEventListener("submit", (event) => event.preventDefault());
  input.addEventListener("input", () => {
    const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const [index, card] of cards.entries()) {
      const text = searchable[index];
      const match = words.every((word) => text.includes(word));
      card.hidden = !match;
      if (match) shown += 1;
    }
    for (const section of document.querySelectorAll("section.category")) {
      section.hidden = !section.querySelector(".card:not([hidden])");
    }
    status.textContent = words.length === 0 ? "" : shown === 1 ? "1 effect" : `${shown} effects`;
  });
})();
