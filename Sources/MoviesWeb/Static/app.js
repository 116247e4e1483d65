// Movies: enhances the server-rendered pages. Every page works without this script; with it, more
// results load as the list scrolls into view, the search box suggests recent searches, and loading
// and failures are shown. Words come from the page's data- attributes, in the visitor's language.
"use strict";

(() => {
  const words = document.body.dataset;

  // The service worker keeps the app's shell, so the site installs on a phone and opens as an app; it
  // keeps the pages opened lately, and the watches logged with no signal until they are sent.
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js").catch(() => {});
    const worker = navigator.serviceWorker;
    const ask = (message) => worker.ready.then((registration) => registration.active?.postMessage(message));
    worker.addEventListener("message", (event) => {
      if (event.data?.kind === "waiting") showWaiting(event.data.waiting);
    });
    ask({ kind: navigator.onLine ? "send" : "waiting" });
    window.addEventListener("online", () => ask({ kind: "send" }));
    document.getElementById("outbox-send")?.addEventListener("click", () => ask({ kind: "send" }));
    // A log form on a page kept on the phone carries the id of the time it was kept: each log from it
    // needs one of its own, or the site would take it for the one sent before.
    if (document.querySelector(".saved-note")) {
      for (const replay of document.querySelectorAll("form input[name=replay]")) {
        replay.form.addEventListener("submit", () => {
          if (!replay.form.dataset.sent) {
            replay.value = crypto.randomUUID?.() ?? Date.now().toString(36) + "-" + Math.random().toString(36).slice(2);
          }
          replay.form.dataset.sent = "yes";
        });
      }
    }
    // What waits to be sent: a line at the top of every page, and the list on the page of them.
    const showWaiting = (waiting) => {
      document.querySelector(".waiting-note")?.remove();
      const outbox = document.getElementById("outbox");
      if (outbox) return listWaiting(outbox, waiting, ask);
      if (waiting.length === 0) return;
      const note = document.createElement("p");
      note.className = "waiting-note";
      note.setAttribute("role", "status");
      const link = document.createElement("a");
      link.href = "/waiting";
      link.textContent = (waiting.length === 1 ? words.waitingOne : words.waitingMany).replace("{n}", waiting.length);
      note.append(link);
      document.getElementById("main")?.prepend(note);
    };
  }

  function listWaiting(outbox, waiting, ask) {
    const said = outbox.dataset;
    const list = document.getElementById("outbox-list");
    list.replaceChildren(
      ...waiting.map((entry) => {
        const item = document.createElement("li");
        const film = document.createElement("strong");
        film.textContent = entry.film;
        const when = document.createElement("span");
        when.className = "muted";
        when.textContent = " " + [entry.day, entry.rating && entry.rating + "/10"].filter(Boolean).join(" · ");
        const state = document.createElement("p");
        state.className = entry.state === "refused" ? "field-error" : "muted";
        state.textContent =
          entry.state === "refused"
            ? said.refused.replace("{why}", entry.why || "")
            : entry.state === "sign-in"
              ? said.signIn
              : said.forSignal;
        const actions = document.createElement("p");
        actions.className = "actions";
        if (entry.state === "refused") {
          // Its form again, filled in as it was sent, with its id: sent from there, it waits no more.
          const fields = new URLSearchParams(entry.body);
          fields.delete("token");
          const fix = document.createElement("a");
          fix.className = "button";
          fix.href = entry.url + "?" + fields.toString();
          fix.textContent = said.fix;
          actions.append(fix, " ");
        }
        const drop = document.createElement("button");
        drop.type = "button";
        drop.className = "secondary";
        drop.textContent = said.drop;
        drop.addEventListener("click", () => ask({ kind: "drop", replay: entry.replay }));
        actions.append(drop);
        item.append(film, when, state, actions);
        return item;
      }),
    );
    document.getElementById("outbox-none").hidden = waiting.length > 0;
    document.getElementById("outbox-send").hidden = !waiting.some((entry) => entry.state !== "refused");
  }

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

  // The header's links: folded behind Menu on a phone, shown on a wider screen, as the width changes.
  const menu = document.querySelector("details.menu");
  if (menu) {
    const phone = window.matchMedia("(max-width: 40rem)");
    const fit = () => {
      menu.classList.add("folding");
      menu.open = !phone.matches;
    };
    fit();
    phone.addEventListener("change", fit);
  }

  // Rows of films scroll sideways; buttons beside a row move it a screenful, for those without a
  // trackpad. They are added only to rows wider than their space, and say which way is left.
  for (const strip of document.querySelectorAll("ul.strip")) {
    if (strip.scrollWidth <= strip.clientWidth) continue;
    const controls = document.createElement("div");
    controls.className = "strip-controls";
    for (const [label, direction, glyph] of [[words.scrollBack, -1, "‹"], [words.scrollForward, 1, "›"]]) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "secondary";
      button.setAttribute("aria-label", label);
      button.textContent = glyph;
      button.addEventListener("click", () => {
        strip.scrollBy({ left: direction * strip.clientWidth * 0.9, behavior: "smooth" });
      });
      controls.append(button);
    }
    strip.before(controls);
  }

  // The box's suggestions (a combobox and its listbox): recent searches while the box is empty, and
  // while words are typed the recent searches holding them, then the films and people the words find
  // (`/api/suggest`, which forgives slips). Arrow
  // keys move through them; a recent search fills the box, and Enter searches; Enter on a film or a
  // person opens its page. Escape and Tab close the list and leave the words as they are. Without the
  // script the box is a plain search.
  const combobox = (box, list, form) => {
    let recent = null;
    let active = -1;
    let asking = null;
    let waiting = null;
    const options = () => [...list.querySelectorAll("[role=option]")];
    const select = (index) => {
      active = index;
      options().forEach((option, position) => option.setAttribute("aria-selected", String(position === index)));
      const option = options()[index];
      if (option) {
        box.setAttribute("aria-activedescendant", option.id);
        if (!option.dataset.href) box.value = option.dataset.query;
      } else {
        box.removeAttribute("aria-activedescendant");
      }
    };
    const hide = () => {
      list.hidden = true;
      active = -1;
      box.setAttribute("aria-expanded", "false");
      box.removeAttribute("aria-activedescendant");
    };
    const option = (index, text, detail, choose) => {
      const item = document.createElement("li");
      item.id = list.id + "-" + index;
      item.setAttribute("role", "option");
      item.setAttribute("aria-selected", "false");
      item.textContent = text;
      if (detail) {
        const muted = document.createElement("span");
        muted.className = "muted";
        muted.textContent = " " + detail;
        item.append(muted);
      }
      item.addEventListener("mousedown", (event) => event.preventDefault());
      item.addEventListener("click", choose);
      return item;
    };
    // A heading and its options, as a listbox's group.
    const group = (number, heading, options) => {
      const item = document.createElement("div");
      item.setAttribute("role", "group");
      const title = document.createElement("div");
      title.id = list.id + "-group-" + number;
      title.className = "suggest-heading";
      title.textContent = heading;
      item.setAttribute("aria-labelledby", title.id);
      const inner = document.createElement("ul");
      inner.setAttribute("role", "none");
      inner.append(...options);
      item.append(title, inner);
      return item;
    };
    const fill = (items, label) => {
      list.replaceChildren(...items);
      list.setAttribute("aria-label", label);
      active = -1;
      list.hidden = items.length === 0 || document.activeElement !== box;
      box.setAttribute("aria-expanded", String(!list.hidden));
    };
    const loadRecent = async () => {
      if (recent !== null) return;
      try {
        const response = await fetch("/api/recent?limit=10", { credentials: "same-origin" });
        recent = response.ok ? (await response.json()).queries : [];
      } catch {
        recent = [];
      }
    };
    // The recent searches holding what is typed (all of them for an empty box), but not the query itself.
    const recentOptions = (typed, limit) => {
      const lower = typed.toLowerCase();
      return recent
        .filter((query) => query.toLowerCase() !== lower && query.toLowerCase().includes(lower))
        .slice(0, limit)
        .map((query, index) => {
          const item = option(index, query, "", () => {
            box.value = query;
            hide();
            form.requestSubmit();
          });
          item.dataset.query = query;
          return item;
        });
    };
    const showRecent = async () => {
      await loadRecent();
      if (box.value.trim() !== "") return;
      fill(recentOptions("", 8), words.recentSearches);
    };
    const showFound = async (typed) => {
      asking?.abort();
      asking = new AbortController();
      let found;
      try {
        const response = await fetch("/api/suggest?query=" + encodeURIComponent(typed), { signal: asking.signal });
        if (!response.ok) return hide();
        found = await response.json();
      } catch {
        return; // a newer request, or the network: the box stays a plain search
      }
      await loadRecent();
      if (box.value.trim() !== typed) return;
      const remembered = recentOptions(typed, 3);
      const films = found.films.map((film) => ({ text: film.title, detail: film.year ? String(film.year) : "",
        // A film page's address is the number of this site's film (`catalog:42198` is at /movies/42198).
        href: "/movies/" + encodeURIComponent(film.id.replace(/^[a-z]+:/, "")) }));
      const people = found.people.map((person) => ({ text: person.name, detail: person.knownFor,
        href: "/people/" + encodeURIComponent(person.id) }));
      // Under headings: the recent searches, then films and people (people first when the words name one).
      const sections = [[words.recentSearches, remembered], ...(found.peopleFirst
        ? [[words.people, people], [words.films, films]] : [[words.films, films], [words.people, people]])];
      let index = remembered.length;
      const groups = sections.filter(([, items]) => items.length > 0).map(([heading, items], number) => {
        const options = items.map((found) => {
          if (found instanceof HTMLElement) return found;
          const item = option(index++, found.text, found.detail, () => {
            window.location.href = found.href;
          });
          item.dataset.href = found.href;
          return item;
        });
        return group(number, heading, options);
      });
      fill(groups, words.suggestions);
    };
    const show = () => {
      clearTimeout(waiting);
      const typed = box.value.trim();
      if (typed === "") return showRecent();
      // Asked once the typing pauses, not at every key.
      waiting = setTimeout(() => showFound(typed), 120);
    };
    box.addEventListener("input", show);
    box.addEventListener("click", () => {
      if (list.hidden) show();
    });
    box.addEventListener("keydown", (event) => {
      const count = options().length;
      if (event.key === "Escape") {
        event.preventDefault(); // a search box would clear itself
        hide();
      } else if (event.key === "ArrowDown") {
        event.preventDefault();
        if (list.hidden) show();
        else if (count) select((active + 1) % count);
      } else if (event.key === "ArrowUp" && !list.hidden && count) {
        event.preventDefault();
        select(active <= 0 ? count - 1 : active - 1);
      } else if (event.key === "Enter" && !list.hidden && options()[active]?.dataset.href) {
        event.preventDefault();
        window.location.href = options()[active].dataset.href;
      } else if (event.key === "Tab") {
        hide();
      }
    });
    box.addEventListener("blur", hide);
  };
  for (const [box, list, owner] of [["q", "suggestions", "search"], ["hq", "hq-suggestions", "quick-search"]]) {
    const parts = [box, list, owner].map((id) => document.getElementById(id));
    if (parts.every(Boolean)) combobox(...parts);
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

    // The summary counts the cards on screen, and the address says how many pages are loaded, so that
    // coming back to it (Back from a film) shows the same list at the same place.
    const summary = document.getElementById("summary");
    const remember = (page) => {
      if (summary) {
        summary.textContent = summary.dataset.template
          .replace("{shown}", String(results.children.length))
          .replace("{total}", summary.dataset.total);
      }
      const address = new URL(window.location.href);
      address.searchParams.delete("page");
      address.searchParams.set("upto", page);
      history.replaceState(history.state, "", address);
    };

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
        remember(link.dataset.page);
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

// Save / Saved buttons act in place through the JSON API; removing shows "Removed · Undo" for ten
// seconds. Without this, each is a form that posts and comes back.
(() => {
  const words = document.body.dataset;
  let undoTimer = null;

  const showUndo = () => {
    let bar = document.getElementById("undo");
    if (!bar) {
      bar = document.createElement("div");
      bar.id = "undo";
      bar.className = "undo";
      bar.setAttribute("role", "status");
      const label = document.createElement("span");
      label.textContent = words.removed;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "link";
      button.textContent = words.undo;
      button.addEventListener("click", async () => {
        const response = await fetch("/api/saved/undo", { method: "POST", headers: { "Content-Type": "application/json" } });
        if (response.ok) window.location.reload();
      });
      bar.append(label, button);
      document.querySelector("main").prepend(bar);
    }
    bar.hidden = false;
    clearTimeout(undoTimer);
    undoTimer = setTimeout(() => { bar.hidden = true; }, 10000);
  };

  const existing = document.getElementById("undo");
  if (existing) undoTimer = setTimeout(() => { existing.hidden = true; }, 10000);

  document.addEventListener("submit", async (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.classList.contains("save-toggle")) return;
    event.preventDefault();
    const button = form.querySelector("button");
    // Busy, not disabled: disabling the focused button would send focus back to the top of the page.
    if (button.getAttribute("aria-busy") === "true") return;
    const saved = button.getAttribute("aria-pressed") === "true";
    button.setAttribute("aria-busy", "true");
    try {
      const response = await fetch("/api/saved/" + form.dataset.film, {
        method: saved ? "DELETE" : "PUT",
        headers: { "Content-Type": "application/json" },
      });
      if (!response.ok) {
        form.submit();
        return;
      }
      button.setAttribute("aria-pressed", String(!saved));
      button.querySelector("[aria-hidden]").textContent = saved ? "☆" : "★";
      button.querySelector(".label").textContent = saved ? form.dataset.save : form.dataset.saved;
      form.action = saved ? "/saved/add" : "/saved/remove";
      if (saved) showUndo();
    } finally {
      button.removeAttribute("aria-busy");
    }
  });
  // A page that follows work under way (an import): its part is fetched again every few seconds and put
  // in place, until the work is done. Without this script the page refreshes itself (its noscript meta).
  const following = document.querySelector("[data-refresh]");
  if (following) {
    const seconds = Number(following.dataset.refresh) || 2;
    const follow = async () => {
      try {
        const response = await fetch(location.href, { headers: { Accept: "text/html" } });
        const page = new DOMParser().parseFromString(await response.text(), "text/html");
        const main = document.querySelector("main");
        const fresh = page.querySelector("main");
        if (main && fresh) main.replaceChildren(...fresh.childNodes);
      } catch {
        // A moment without the server: the next turn tries again.
      }
      if (document.querySelector("[data-refresh]")) setTimeout(follow, seconds * 1000);
    };
    setTimeout(follow, seconds * 1000);
  }
  // A list's owner drags a film to another film's place: the film's own move form is sent with that
  // place, as its ↑ and ↓ buttons send theirs (which keep working by keyboard and without this script).
  const places = document.querySelectorAll(".list-films li[data-position]");
  let dragged = null;
  for (const item of places) {
    item.draggable = true;
    item.addEventListener("dragstart", (event) => {
      dragged = item;
      item.classList.add("dragging");
      event.dataTransfer.effectAllowed = "move";
    });
    item.addEventListener("dragend", () => {
      item.classList.remove("dragging");
      for (const other of places) other.classList.remove("drop-target");
    });
    item.addEventListener("dragover", (event) => {
      if (!dragged || dragged === item) return;
      event.preventDefault();
      item.classList.add("drop-target");
    });
    item.addEventListener("dragleave", () => item.classList.remove("drop-target"));
    item.addEventListener("drop", (event) => {
      event.preventDefault();
      const form = dragged && dragged.querySelector("form[action$='/move']");
      if (!form || dragged === item) return;
      form.querySelector("[name=position]").value = item.dataset.position;
      form.submit();
    });
  }
  // Browse's filters: a genre or a sort applies as it changes (years and words with the button or Enter),
  // and the address carries only the fields given, none empty or at its default. Without this script the form
  // sends itself.
  const filters = document.querySelector("form.filters");
  if (filters) {
    const apply = () => {
      const address = new URL(filters.action, window.location.href);
      for (const [name, value] of new FormData(filters)) {
        const given = String(value).trim();
        const field = filters.elements.namedItem(name);
        if (given === "" || (field && field.dataset && field.dataset.default === given)) continue;
        address.searchParams.append(name, given);
      }
      window.location.assign(address);
    };
    filters.addEventListener("submit", (event) => {
      event.preventDefault();
      apply();
    });
    filters.addEventListener("change", (event) => {
      if (event.target.matches("input[type=checkbox], select")) apply();
    });
  }
})();
