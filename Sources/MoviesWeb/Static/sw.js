// The service worker (`/sw.js`): keeps the app's shell (styles, script, icons, and the page shown with no
// signal), so the site opens as an app from a phone's home screen and says so when a page cannot be
// reached, instead of the browser's error. A page with no script still works as it does without it.
"use strict";

const SHELL = "shell-v1";
const SHELL_FILES = [
  "/static/app.css",
  "/static/app.js",
  "/static/icons/mark.svg",
  "/static/icons/icon-192.png",
  "/offline",
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
      .then((names) => Promise.all(names.filter((name) => name !== SHELL).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/static/")) {
    // The shell from the phone at once, brought up to date behind it.
    event.respondWith(
      caches.open(SHELL).then(async (cache) => {
        const kept = await cache.match(request);
        const fresh = fetch(request)
          .then((response) => {
            if (response.ok) cache.put(request, response.clone());
            return response;
          })
          .catch(() => kept || Response.error());
        return kept || fresh;
      }),
    );
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request).catch(async () => (await caches.match("/offline")) || Response.error()),
    );
  }
});
