#!/usr/bin/env python3
"""Turns a terminal capture (`tmux capture-pane -p -e`) into an HTML page that looks like the terminal:
SGR colours, bold, dim and reverse video, on a dark background, in a monospace font."""
import html
import re
import sys

COLOURS = {31: "#ff6b6b", 32: "#8ae234", 33: "#fce94f", 34: "#729fcf", 35: "#ad7fa8", 36: "#34e2e2"}
FOREGROUND, BACKGROUND = "#e6e6e6", "#1e1e24"


def spans(line):
    style = {"bold": False, "dim": False, "reverse": False, "color": None}
    out = []
    for part in re.split(r"(\x1b\[[0-9;]*m)", line):
        match = re.fullmatch(r"\x1b\[([0-9;]*)m", part)
        if match:
            for code in [int(c) if c else 0 for c in match.group(1).split(";")]:
                if code == 0:
                    style = {"bold": False, "dim": False, "reverse": False, "color": None}
                elif code == 1:
                    style["bold"] = True
                elif code == 2:
                    style["dim"] = True
                elif code == 7:
                    style["reverse"] = True
                elif code in COLOURS:
                    style["color"] = COLOURS[code]
                elif code == 39:
                    style["color"] = None
            continue
        if not part:
            continue
        fg, bg = style["color"] or FOREGROUND, BACKGROUND
        if style["reverse"]:
            fg, bg = bg, fg
        css = f"color:{fg};background:{bg};"
        if style["bold"]:
            css += "font-weight:bold;"
        if style["dim"]:
            css += "opacity:0.6;"
        out.append(f'<span style="{css}">{html.escape(part)}</span>')
    return "".join(out)


def main():
    lines = sys.stdin.read().rstrip("\n").split("\n")
    body = "\n".join(spans(line) for line in lines)
    print(
        "<!doctype html><meta charset=utf-8><style>"
        f"body{{margin:0;background:{BACKGROUND}}}"
        f"pre{{margin:0;padding:14px 16px;color:{FOREGROUND};"
        "font:15px/1.3 'DejaVu Sans Mono','Noto Sans Mono CJK KR',monospace}"
        f"</style><pre>{body}</pre>"
    )


if __name__ == "__main__":
    main()
