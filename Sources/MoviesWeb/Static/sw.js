// The service worker (`/sw.js`): the site as an app on a phone. It keeps the app's shell (styles, script,
// icons, and the pages shown with no signal); the pages a person opened lately, shown marked as saved when
// there is no signal; and the watches logged with no signal, sent once each when the signal returns. A page
// with no script works as it does without it.
//
// Whose each page is comes with it (`Movies-Viewer`): the worker keeps one person's pages at a time, and
// forgets them as soon as a page says someone else (or nobody) is signed in, so a kept page is never shown
// to another member, nor a member's to a visitor.
"use strict";

const SHELL = "shell-v2";
const SHELL_FILES = [
  "/static/app.css",
  "/static/app.js",
  "/static/icons/mark.svg",
  "/static/icons/icon-192.png",
  "/offline",
  "/waiting",
];
const PAGES = "pages-";
const KEPT_PAGES = 60;
const LOG_FORM = /^\/movies\/[^/]+\/log$/;
// The pages worth having with no signal: home, the member's own pages, lists, films and people.
const KEPT_PATHS = [
  /^\/$/,
  /^\/(diary|saved|stats|feed|for-you)$/,
  /^\/movies\/[^/]+(\/log)?$/,
  /^\/people\/[^/]+$/,
  /^\/u\/[^/]+(\/(diary|stats|lists(\/[^/]+)?))?$/,
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

// A new worker drops the shells of those before it.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith("shell-") && name !== SHELL).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && request.mode === "navigate" && LOG_FORM.test(url.pathname)) {
    event.respondWith(logOrKeep(request));
    return;
  }
  if (request.method !== "GET") return;
  if (url.pathname.startsWith("/static/")) {
    event.respondWith(shellFile(request));
    return;
  }
  if (url.pathname === "/waiting") {
    // The list is on the phone: the page is the same with or without a signal.
    event.respondWith(caches.match("/waiting").then((kept) => kept || fetch(request)));
    return;
  }
  if (request.mode === "navigate") event.respondWith(page(request, event));
});

// The shell from the phone at once, brought up to date behind it.
async function shellFile(request) {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(request);
  const fresh = fetch(request)
    .then((response) => {
      if (response.ok) cache.put(request, response.clone());
      return response;
    })
    .catch(() => kept || Response.error());
  return kept || fresh;
}

// A page from the network, kept for its viewer; with no signal, the viewer's kept copy, or "No signal".
async function page(request, event) {
  let response;
  try {
    response = await fetch(request);
  } catch {
    const viewer = await remembered("viewer");
    const kept = viewer && (await (await caches.open(PAGES + viewer)).match(request.url));
    return kept ? savedCopy(kept) : (await caches.match("/offline")) || Response.error();
  }
  event.waitUntil(keep(request, response.clone()).then(sendWaiting));
  return response;
}

async function keep(request, response) {
  const viewer = response.headers.get("Movies-Viewer");
  if (!viewer) return;
  if ((await remembered("viewer")) !== viewer) {
    await remember("viewer", viewer);
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(PAGES) && name !== PAGES + viewer).map((name) => caches.delete(name)),
    );
  }
  const url = new URL(request.url);
  if (response.status !== 200 || url.search || !KEPT_PATHS.some((path) => path.test(url.pathname))) return;
  const headers = new Headers(response.headers);
  headers.set("Movies-Saved", String(Date.now()));
  const cache = await caches.open(PAGES + viewer);
  await cache.delete(request.url);
  await cache.put(request.url, new Response(await response.blob(), { status: 200, headers }));
  const kept = await cache.keys();
  await Promise.all(kept.slice(0, Math.max(0, kept.length - KEPT_PAGES)).map((old) => cache.delete(old)));
}

// A kept page, saying above its content when it was saved, in the page's own words and language.
async function savedCopy(kept) {
  const html = await kept.text();
  const lang = (html.match(/<html lang="([^"]+)"/) || [])[1] || "en";
  const words = (html.match(/data-saved-ago="([^"]*)"/) || [])[1] || "";
  const ago = since(Number(kept.headers.get("Movies-Saved")) || Date.now(), lang);
  const note = `<p class="saved-note" role="status">${words.replace("{ago}", ago)}</p>`;
  return new Response(
    html.replace(/<main id="main"[^>]*>/, (main) => main + note),
    { headers: { "Content-Type": "text/html; charset=utf-8", "Movies-Saved": kept.headers.get("Movies-Saved") } },
  );
}

// "5 minutes ago", in `lang`.
function since(time, lang) {
  const seconds = Math.max(0, (Date.now() - time) / 1000);
  const format = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
  for (const [unit, size] of [["day", 86400], ["hour", 3600], ["minute", 60]]) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(-Math.floor(seconds), "second");
}

// A watch logged from its form: sent, or with no signal kept on the phone to send when it returns.
async function logOrKeep(request) {
  const body = await request.clone().text();
  const fields = new URLSearchParams(body);
  const replay = fields.get("replay");
  try {
    const response = await fetch(request);
    // Sent and logged (the form answers with the way back to the film): nothing of it waits any more.
    if (replay && response.type === "opaqueredirect") await forget(replay);
    return response;
  } catch {
    if (!replay) return (await caches.match("/offline")) || Response.error();
    // The same form sent twice (a double tap) is one log; another log from a page whose id was used
    // (brought back from the history) is a log of its own, under a new id.
    const waiting = await store("outbox", "readonly", (outbox) => outbox.get(replay));
    if (waiting && waiting.body !== fields.toString()) fields.set("replay", self.crypto.randomUUID());
    return keepWaiting(request.url, fields);
  }
}

// Keeps the log `fields` were sent with on the phone, and opens the page of those waiting.
async function keepWaiting(url, fields) {
  await store("outbox", "readwrite", (outbox) =>
    outbox.put({
      replay: fields.get("replay"),
      url,
      body: fields.toString(),
      film: fields.get("film") || "",
      day: fields.get("unknown") ? "" : fields.get("day") || "",
      rating: fields.get("rating") || "",
      at: Date.now(),
      state: "waiting",
    }),
  );
  if (self.registration.sync) self.registration.sync.register("outbox").catch(() => {});
  tell();
  return Response.redirect(new URL("/waiting", self.location.origin).href, 303);
}

// Sends the waiting watches, one at a time, until the signal fails again. Each carries the id its form
// gave it, so one the site logged before the answer was lost is not logged twice.
let sending = null;
function sendWaiting() {
  sending = sending || send().finally(() => (sending = null));
  return sending;
}

async function send() {
  const waiting = (await store("outbox", "readonly", (outbox) => outbox.getAll())) || [];
  let changed = false;
  for (const entry of waiting.filter((entry) => entry.state !== "refused")) {
    let response;
    try {
      response = await post(entry);
      // The session changed since it was logged: its form's token is the old session's. The form read
      // now, as the member would open it, gives the token that is good now.
      if (response.status === 403) {
        const token = await freshToken(entry.url);
        if (token) {
          const fields = new URLSearchParams(entry.body);
          fields.set("token", token);
          entry.body = fields.toString();
          response = await post(entry);
        }
      }
    } catch {
      break;
    }
    if (response.status >= 500 || response.status === 429) break;
    changed = true;
    if (response.redirected && new URL(response.url).pathname === "/signin") {
      entry.state = "sign-in";
      await store("outbox", "readwrite", (outbox) => outbox.put(entry));
    } else if (response.ok) {
      await forget(entry.replay);
    } else {
      entry.state = "refused";
      entry.why = why(await response.text());
      await store("outbox", "readwrite", (outbox) => outbox.put(entry));
    }
  }
  if (changed) tell();
}

function post(entry) {
  return fetch(entry.url, {
    method: "POST",
    body: entry.body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    credentials: "same-origin",
  });
}

async function freshToken(url) {
  const form = await fetch(url, { credentials: "same-origin" });
  const match = (await form.text()).match(/name="token" value="([^"]+)"/);
  return match && match[1];
}

// What a refused form said: the line beside the field at fault, or the page's alert or heading.
function why(html) {
  const said =
    html.match(/class="field-error"[^>]*>([^<]+)</) ||
    html.match(/class="error" role="alert"[^>]*>([^<]+)</) ||
    html.match(/role="alert"><h1>([^<]+)</);
  return said ? said[1].replace(/&#(\d+);/g, (_, code) => String.fromCharCode(code)).replace(/&amp;/g, "&") : "";
}

function forget(replay) {
  return store("outbox", "readwrite", (outbox) => outbox.delete(replay)).then(tell);
}

// The open pages hear that the waiting watches changed.
async function tell() {
  const waiting = (await store("outbox", "readonly", (outbox) => outbox.getAll())) || [];
  for (const client of await self.clients.matchAll({ type: "window" })) {
    client.postMessage({ kind: "waiting", waiting });
  }
}

self.addEventListener("sync", (event) => {
  if (event.tag === "outbox") event.waitUntil(sendWaiting());
});

// A page asks what waits (to say so), to send now (the signal came back), or to drop one.
self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.kind === "send") event.waitUntil(sendWaiting().then(tell));
  else if (message.kind === "drop" && message.replay) event.waitUntil(forget(message.replay));
  else if (message.kind === "waiting") event.waitUntil(tell());
});

// The phone's own small database: the watches waiting, and whose pages are kept.
function database() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open("movies", 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore("outbox", { keyPath: "replay" });
      open.result.createObjectStore("facts");
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

async function store(name, mode, act) {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(name, mode);
    const request = act(transaction.objectStore(name));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
  });
}

function remembered(key) {
  return store("facts", "readonly", (facts) => facts.get(key));
}

function remember(key, value) {
  return store("facts", "readwrite", (facts) => facts.put(value, key));
}
