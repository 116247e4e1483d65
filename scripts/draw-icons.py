#!/usr/bin/python3
"""Draws the site's mark (a frame of film with a play mark, on the accent red) as the icons phones ask
for, with cairo (Debian's python3-cairo: run with /usr/bin/python3):

    Sources/MoviesWeb/Static/icons/mark.svg           the mark itself, and the pages' icon
    Sources/MoviesWeb/Static/icons/icon-192.png       Android's home screen
    Sources/MoviesWeb/Static/icons/icon-512.png       Android's splash screen and the install dialog
    Sources/MoviesWeb/Static/icons/maskable-512.png   Android's shaped icons: the mark in the safe circle
    Sources/MoviesWeb/Static/icons/apple-touch-icon.png  iOS's home screen, 180 px

The mark is one set of shapes on a 100-unit square; every file is drawn from it, so they never differ.
"""

import pathlib

import cairo

OUT = pathlib.Path(__file__).resolve().parent.parent / "Sources/MoviesWeb/Static/icons"
ACCENT = (0xB3 / 255, 0x26 / 255, 0x1E / 255)
ACCENT_HEX = "#b3261e"
WHITE = (1, 1, 1)

# The film: a white frame, its sprocket holes cut in the accent, and a play mark.
FRAME = (20, 27, 60, 46, 5)  # x, y, width, height, corner radius
HOLES = [(24 + 11 * i, y, 6, 4) for i in range(5) for y in (30, 66)]
PLAY = [(44, 39), (44, 61), (62, 50)]


def rounded(context, x, y, width, height, radius):
    context.new_sub_path()
    context.arc(x + width - radius, y + radius, radius, -1.5708, 0)
    context.arc(x + width - radius, y + height - radius, radius, 0, 1.5708)
    context.arc(x + radius, y + height - radius, radius, 1.5708, 3.1416)
    context.arc(x + radius, y + radius, radius, 3.1416, 4.7124)
    context.close_path()


def draw(size, *, maskable=False, corner=22):
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, size, size)
    context = cairo.Context(surface)
    context.scale(size / 100, size / 100)
    context.set_source_rgb(*ACCENT)
    if maskable:
        context.rectangle(0, 0, 100, 100)
    else:
        rounded(context, 0, 0, 100, 100, corner)
    context.fill()
    if maskable:
        # Android cuts the icon to a shape inside the middle 80%: the mark keeps to it.
        context.translate(50, 50)
        context.scale(0.8, 0.8)
        context.translate(-50, -50)
    context.set_source_rgb(*WHITE)
    rounded(context, *FRAME)
    context.fill()
    context.set_source_rgb(*ACCENT)
    for x, y, width, height in HOLES:
        context.rectangle(x, y, width, height)
    context.move_to(*PLAY[0])
    for point in PLAY[1:]:
        context.line_to(*point)
    context.close_path()
    context.fill()
    return surface


def svg():
    x, y, width, height, radius = FRAME
    holes = "".join(f'<rect x="{hx}" y="{hy}" width="{hw}" height="{hh}"/>' for hx, hy, hw, hh in HOLES)
    play = " ".join(f"{px},{py}" for px, py in PLAY)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
        f'<rect width="100" height="100" rx="22" fill="{ACCENT_HEX}"/>'
        f'<rect x="{x}" y="{y}" width="{width}" height="{height}" rx="{radius}" fill="#fff"/>'
        f'<g fill="{ACCENT_HEX}">{holes}<polygon points="{play}"/></g></svg>\n'
    )


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "mark.svg").write_text(svg())
    draw(192).write_to_png(str(OUT / "icon-192.png"))
    draw(512).write_to_png(str(OUT / "icon-512.png"))
    draw(512, maskable=True).write_to_png(str(OUT / "maskable-512.png"))
    # iOS rounds the corners itself, and shows black where the icon is clear.
    draw(180, corner=0).write_to_png(str(OUT / "apple-touch-icon.png"))
    for path in sorted(OUT.iterdir()):
        print(f"{path.name}: {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
