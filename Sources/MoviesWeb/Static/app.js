// Movies: enhances the server-rendered pages. Every page works without this script; with it, more
// results load as the list scrolls into view, the search box suggests recent searches, and loading
// and failures are shown. Words come from the page's data- attributes, in the visitor's language.
"use strict";

(() => {
  const words = document.body.dataset;

  // Shows the loading line while the browser fetches a new search.
  const form = document.getElementById("search");
  const loading = document.getElementById("loading");
  if (form && loading) {
    form.addEventListener("submit", () => {
      loading.hidden = false;
    });
    // Coming back through the history must not show a stale "Loading…".
    window.addEventListener("pageshow", () => {
      loading.hidden = true;
    });
  }

  // Recent searches under the box while it has focus, narrowed to what is typed.
  const box = document.getElementById("q");
  const list = document.getElementById("suggestions");
  if (box && list) {
    let recent = null;
    const show = () => {
      const typed = box.value.trim().toLowerCase();
      const matches = (recent || []).filter((query) => query.toLowerCase().includes(typed));
      list.replaceChildren(
        ...matches.slice(0, 8).map((query) => {
          const link = document.createElement("a");
          link.href = "/?q=" + encodeURIComponent(query);
          link.textContent = query;
          const item = document.createElement("li");
          item.append(link);
          return item;
        }),
      );
      list.hidden = matches.length === 0;
      box.setAttribute("aria-expanded", String(!list.hidden));
    };
    const hide = () => {
      list.hidden = true;
      box.setAttribute("aria-expanded", "false");
    };
    box.addEventListener("focus", async () => {
      if (recent === null) {
        try {
          const response = await fetch("/api/recent?limit=10", { credentials: "same-origin" });
          recent = response.ok ? (await response.json()).queries : [];
        } catch {
          recent = [];
        }
      }
      if (document.activeElement === box) show();
    });
    box.addEventListener("input", show);
    box.addEventListener("keydown", (event) => {
      if (event.key === "Escape") hide();
      if (event.key === "ArrowDown" && !list.hidden) {
        event.preventDefault();
        list.querySelector("a")?.focus();
      }
    });
    list.addEventListener("keydown", (event) => {
      const links = [...list.querySelectorAll("a")];
      const index = links.indexOf(document.activeElement);
      if (event.key === "ArrowDown" && index < links.length - 1) links[index + 1].focus();
      else if (event.key === "ArrowUp") (index > 0 ? links[index - 1] : box).focus();
      else if (event.key === "Escape") box.focus();
      else return;
      event.preventDefault();
    });
    form.addEventListener("focusout", (event) => {
      if (!form.contains(event.relatedTarget)) hide();
    });
  }

  // The next page of results, appended when the "Next page" link scrolls into view.
  const results = document.getElementById("results");
  let more = document.getElementById("more");
  if (results && more && "IntersectionObserver" in window) {
    let busy = false;
    const status = document.createElement("p");
    status.className = "more-status";
    status.setAttribute("role", "status");
    results.after(status);

    const loadNext = async () => {
      const link = more?.querySelector("a[rel=next]");
      if (busy || !link) return;
      busy = true;
      status.textContent = words.loadingMore;
      try {
        const response = await fetch(link.href, { credentials: "same-origin" });
        if (!response.ok) throw new Error(String(response.status));
        const page = new DOMParser().parseFromString(await response.text(), "text/html");
        const cards = page.querySelectorAll("#results > li");
        if (cards.length === 0) throw new Error("no results");
        results.append(...[...cards].map((card) => document.adoptNode(card)));
        const next = page.getElementById("more");
        observer.unobserve(more);
        if (next) {
          more.replaceWith(document.adoptNode(next));
          more = document.getElementById("more");
          observer.observe(more);
        } else {
          more.remove();
          more = null;
        }
        status.textContent = "";
      } catch {
        const retry = document.createElement("button");
        retry.type = "button";
        retry.textContent = words.tryAgain;
        retry.addEventListener("click", () => loadNext());
        status.replaceChildren(words.loadMoreFailed + " ", retry);
      } finally {
        busy = false;
      }
    };

    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadNext();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(more);
  }
})();
