/// The app's one stylesheet: responsive grid, readable type, dark mode from the system setting.
enum Stylesheet {
    static let css = """
        :root { color-scheme: light dark; --bg: #fafafa; --fg: #1b1b1f; --muted: #5f6368; --card: #fff;
          --accent: #b3261e; --line: #e0e0e0; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
        @media (prefers-color-scheme: dark) { :root { --bg: #121214; --fg: #ececf1; --muted: #a0a0ab;
          --card: #1d1d21; --accent: #ff8a80; --line: #2e2e33; } }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg); line-height: 1.5; }
        a { color: inherit; }
        a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        .bar { padding: .75rem 1.25rem; border-bottom: 1px solid var(--line); }
        .brand { font-weight: 700; font-size: 1.25rem; text-decoration: none; }
        main { max-width: 72rem; margin: 0 auto; padding: 1.25rem; }
        form.search { display: flex; gap: .5rem; margin-bottom: 1rem; }
        form.search input { flex: 1; font-size: 1.1rem; padding: .6rem .8rem; border: 1px solid var(--line);
          border-radius: .5rem; background: var(--card); color: var(--fg); }
        button, .button { font-size: 1rem; padding: .6rem 1rem; border-radius: .5rem; border: 0;
          background: var(--accent); color: #fff; cursor: pointer; text-decoration: none; display: inline-block; }
        .summary, .muted { color: var(--muted); }
        .grid { list-style: none; padding: 0; display: grid; gap: 1rem;
          grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); }
        .card a { display: block; text-decoration: none; background: var(--card); border-radius: .5rem;
          overflow: hidden; border: 1px solid var(--line); height: 100%; }
        .card img { width: 100%; aspect-ratio: 2 / 3; display: block; background: var(--line); }
        .card .text { padding: .5rem .6rem; }
        .card .title { font-weight: 600; display: block; }
        .suggestions { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem; }
        .suggestions a { display: inline-block; padding: .3rem .7rem; border: 1px solid var(--line);
          border-radius: 1rem; text-decoration: none; }
        .more { text-align: center; margin: 1.5rem 0; }
        .details { display: grid; gap: 1.5rem; grid-template-columns: minmax(0, 20rem) 1fr; }
        .details img { width: 100%; border-radius: .5rem; }
        .facts { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; }
        .facts dt { color: var(--muted); }
        .facts dd { margin: 0; }
        .error { border-left: 4px solid var(--accent); padding: .5rem 1rem; background: var(--card); }
        .credits { text-align: center; color: var(--muted); font-size: .85rem; padding: 2rem 1rem; }
        @media (max-width: 40rem) { .details { grid-template-columns: 1fr; } .details img { max-width: 16rem; } }
        """
}
