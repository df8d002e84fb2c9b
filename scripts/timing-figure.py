#!/usr/bin/env python3
"""Draws the timing-model figure of the QuartzCore DocC catalog as an SVG.

Each row is one animation (duration 2 s) on the parent's time line, 0…6 s: its progress
(0 at the bottom, 1 at the top of the row) where Core Animation shows it, and elsewhere the
layer's model value (dashed; set to the end value, as code usually does when it adds an animation). Progress follows the rule of CAMediaTimingValues.state:
elapsed = (t - beginTime) * speed; active while 0 <= elapsed < duration; local time =
elapsed + timeOffset, wrapped around the active duration; fill modes hold the ends.

    python3 scripts/timing-figure.py > Sources/QuartzCore/QuartzCore.docc/Resources/timing-model.svg
"""

DURATION = 2.0
ROWS = [
    ("the defaults", dict(begin=1, speed=1, offset=0, fill="removed")),
    ("speed = 2", dict(begin=1, speed=2, offset=0, fill="removed")),
    ("speed = 0.5", dict(begin=1, speed=0.5, offset=0, fill="removed")),
    ("timeOffset = 0.5", dict(begin=1, speed=1, offset=0.5, fill="removed")),
    ("fillMode = .backwards", dict(begin=1, speed=1, offset=0, fill="backwards")),
    ("fillMode = .forwards", dict(begin=1, speed=1, offset=0, fill="forwards")),
]
T_END = 6.0
LEFT, TOP, WIDTH, ROW_H, GAP = 190, 40, 600, 44, 22
X = lambda t: LEFT + t / T_END * WIDTH


def progress(t, begin, speed, offset, fill):
    """The animation's progress at parent time t, or None where it shows nothing."""
    elapsed = (t - begin) * speed
    if elapsed < 0:
        if fill not in ("backwards", "both"):
            return None
        local = 0.0
    elif elapsed >= DURATION:
        if fill not in ("forwards", "both"):
            return None
        local = DURATION
    else:
        local = elapsed
    local += offset
    if local > DURATION:
        local %= DURATION
    return local / DURATION


def segments(params):
    """Runs of (t, progress) where the animation shows, split at gaps and jumps."""
    runs, run, last = [], [], None
    steps = 1200
    for i in range(steps + 1):
        t = T_END * i / steps
        p = progress(t, **params)
        if p is None or (last is not None and abs(p - last) > 0.2):
            if run:
                runs.append(run)
            run = []
        if p is not None:
            run.append((t, p))
        last = p
    if run:
        runs.append(run)
    return runs


def gaps(params):
    """The parent-time intervals where the animation shows nothing."""
    result, start = [], None
    steps = 1200
    for i in range(steps + 1):
        t = T_END * i / steps
        hidden = progress(t, **params) is None
        if hidden and start is None:
            start = t
        if not hidden and start is not None:
            result.append((start, t))
            start = None
    if start is not None:
        result.append((start, T_END))
    return result


def main():
    height = TOP + len(ROWS) * (ROW_H + GAP) + 56
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{LEFT + WIDTH + 30}" height="{height}" '
        f'viewBox="0 0 {LEFT + WIDTH + 30} {height}" font-family="DejaVu Sans, sans-serif" font-size="13">',
        f'<rect width="100%" height="100%" fill="#ffffff"/>',
        f'<text x="{LEFT}" y="20" fill="#333">duration = 2, beginTime = 1; each row changes one property. '
        f'Height: progress</text>',
    ]
    for index, (label, params) in enumerate(ROWS):
        top = TOP + index * (ROW_H + GAP)
        base = top + ROW_H
        begin, speed = params["begin"], params["speed"]
        end = begin + DURATION / speed
        out.append(f'<rect x="{X(begin):.1f}" y="{top}" width="{X(end) - X(begin):.1f}" height="{ROW_H}" fill="#dbe8fb"/>')
        out.append(f'<line x1="{LEFT}" y1="{base}" x2="{LEFT + WIDTH}" y2="{base}" stroke="#999"/>')
        for start, stop in gaps(params):
            out.append(f'<line x1="{X(start):.1f}" y1="{top}" x2="{X(stop):.1f}" y2="{top}" '
                       f'stroke="#777" stroke-width="2" stroke-dasharray="5 4"/>')
        out.append(f'<text x="{LEFT - 12}" y="{base - ROW_H / 2 + 5}" text-anchor="end" fill="#222">{label}</text>')
        for run in segments(params):
            points = " ".join(f"{X(t):.1f},{base - p * ROW_H:.1f}" for t, p in run)
            out.append(f'<polyline points="{points}" fill="none" stroke="#d9480f" stroke-width="2.5"/>')
    axis = TOP + len(ROWS) * (ROW_H + GAP) - GAP + 8
    for second in range(int(T_END) + 1):
        out.append(f'<line x1="{X(second):.1f}" y1="{axis - 4}" x2="{X(second):.1f}" y2="{axis + 2}" stroke="#333"/>')
        out.append(f'<text x="{X(second):.1f}" y="{axis + 16}" text-anchor="middle" fill="#333">{second}</text>')
    out.append(f'<text x="{LEFT - 12}" y="{axis + 16}" text-anchor="end" fill="#555">parent time</text>')
    legend = axis + 36
    out.append(f'<rect x="{LEFT}" y="{legend - 11}" width="22" height="14" fill="#dbe8fb"/>')
    out.append(f'<text x="{LEFT + 30}" y="{legend}" fill="#333">active: beginTime … beginTime + duration / speed</text>')
    out.append(f'<line x1="{LEFT + 370}" y1="{legend - 4}" x2="{LEFT + 392}" y2="{legend - 4}" stroke="#d9480f" stroke-width="2.5"/>')
    out.append(f'<text x="{LEFT + 400}" y="{legend}" fill="#333">the animation shows</text>')
    out.append(f'<line x1="{LEFT}" y1="{legend + 18}" x2="{LEFT + 22}" y2="{legend + 18}" stroke="#777" stroke-width="2" stroke-dasharray="5 4"/>')
    out.append(f'<text x="{LEFT + 30}" y="{legend + 22}" fill="#333">the layer\'s model value (here the end value, set when the animation was added)</text>')
    out.append('</svg>')
    print("\n".join(out))


if __name__ == "__main__":
    main()
